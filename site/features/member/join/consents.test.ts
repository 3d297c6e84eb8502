import { beforeEach, describe, expect, test, vi } from 'vitest';
import { JOIN_CONSENTS } from '#shared/validation/member';
import { consentsMarkup } from '../testing/fixtures';
import { applyConsentChange, checkConsentRules, checkConsents, startConsents, tickedConsents } from './consents';

const ALL = JOIN_CONSENTS.map((consent) => consent.code);
const REQUIRED = JOIN_CONSENTS.filter((consent) => consent.required);

describe('rules', () => {
  test('전체 동의 ticks and clears every consent', () => {
    expect([...applyConsentChange(new Set(), 'ALL', true, ALL)]).toEqual(ALL);
    expect(applyConsentChange(new Set(ALL), 'ALL', false, ALL).size).toBe(0);
  });

  test('clearing app push clears night push too', () => {
    expect([...applyConsentChange(new Set(['MKT_PUSH', 'NIGHT_PUSH', 'TERMS']), 'MKT_PUSH', false, ALL)]).toEqual(['TERMS']);
  });

  test('the first missing required consent is named, then the night push rule', () => {
    expect(checkConsentRules(new Set(['AGE14']), REQUIRED)).toBe('필수 약관에 동의해 주세요: 이용약관 동의');
    expect(checkConsentRules(new Set(['AGE14', 'TERMS', 'PRIVACY_REQUIRED', 'NIGHT_PUSH']), REQUIRED)).toBe(
      '야간 푸시 수신은 앱 푸시 수신에 동의한 경우에만 선택할 수 있습니다.',
    );
    expect(checkConsentRules(new Set(['AGE14', 'TERMS', 'PRIVACY_REQUIRED']), REQUIRED)).toBeNull();
  });

  test('the fixture draws the same consents as the shared rules', () => {
    document.body.innerHTML = consentsMarkup();
    const boxes = [...document.querySelectorAll<HTMLInputElement>('input[name="consents"]')];
    expect(boxes.map((box) => [box.value, box.required, box.dataset.label])).toEqual(JOIN_CONSENTS.map((c) => [c.code, c.required, c.label]));
  });
});

describe('boxes', () => {
  let root: HTMLElement;
  const box = (code: string) => root.querySelector<HTMLInputElement>(`input[value="${code}"]`)!;
  const all = () => root.querySelector<HTMLInputElement>('[data-consent-all]')!;

  beforeEach(() => {
    document.body.innerHTML = consentsMarkup();
    root = document.querySelector('[data-consents]')!;
  });

  test('전체 동의 ticks everything, and unticks itself when one box is cleared', () => {
    const onChange = vi.fn();
    startConsents(root, onChange);
    all().click();
    expect(tickedConsents(root).size).toBe(ALL.length);
    expect(box('NIGHT_PUSH').disabled).toBe(false);
    box('MKT_SMS').click();
    expect(all().checked).toBe(false);
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  test('ticking each box by hand ticks 전체 동의', () => {
    startConsents(root);
    for (const code of ALL) {
      if (code === 'NIGHT_PUSH') expect(box(code).disabled).toBe(false);
      box(code).click();
    }
    expect(all().checked).toBe(true);
  });

  test('night push is only open with app push', () => {
    startConsents(root);
    expect(box('NIGHT_PUSH').disabled).toBe(true);
    box('MKT_PUSH').click();
    box('NIGHT_PUSH').click();
    expect(box('NIGHT_PUSH').checked).toBe(true);
    box('MKT_PUSH').click();
    expect([box('NIGHT_PUSH').checked, box('NIGHT_PUSH').disabled]).toEqual([false, true]);
  });

  test('a 전체 동의 ticked before the script arrived still counts', () => {
    all().checked = true;
    startConsents(root);
    expect(tickedConsents(root).size).toBe(ALL.length);
  });

  test('checkConsents reads required boxes and their labels from the page', () => {
    expect(checkConsents(root)).toBe('필수 약관에 동의해 주세요: 만 14세 이상입니다.');
  });
});
