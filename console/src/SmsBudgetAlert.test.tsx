import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import type { SmsBudgetOverrun } from '#shared/schemas/console-ops-calls';
import { SmsBudgetAlert } from './SmsBudgetAlert';

/** What an operator reads in the alert, or null when there is none. */
function alertText(overrun: SmsBudgetOverrun | null): string | null {
  const host = document.createElement('div');
  host.innerHTML = renderToStaticMarkup(<SmsBudgetAlert overrun={overrun} />);
  return host.querySelector('[role="alert"]')?.textContent ?? null;
}

test('says when the budget refused texts, how many, and the budget', () => {
  expect(alertText({ firstDttm: '20261125140500', lastDttm: '20261125152000', refusedCnt: 1234, budget: 500 })).toBe(
    'SMS 발송 한도 초과2026년 11월 25일 오후 2:05부터 2026년 11월 25일 오후 3:20까지 한 시간 발송 한도 500건을 넘어 인증번호 문자 1,234건을 보내지 못했습니다. ' +
      '그동안 회원은 아이디와 비밀번호로 로그인할 수 있습니다. 실제 요청이 이만큼 많다면 SMS_HOURLY_BUDGET을 올려 주세요.',
  );
});

test('names one moment once, and shows nothing when the budget refused nothing', () => {
  expect(alertText({ firstDttm: '20261125140500', lastDttm: '20261125140530', refusedCnt: 1, budget: 2000 })).toContain(
    '2026년 11월 25일 오후 2:05에 한 시간 발송 한도 2,000건을 넘어 인증번호 문자 1건을',
  );
  expect(alertText(null)).toBeNull();
});
