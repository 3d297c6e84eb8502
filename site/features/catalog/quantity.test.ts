import { beforeEach, describe, expect, it } from 'vitest';
import { clampQuantity, startQuantityStepper } from './quantity';

describe('clampQuantity', () => {
  it('keeps a whole number within 1..max', () => {
    expect(clampQuantity(3, 5)).toBe(3);
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(9, 5)).toBe(5);
    expect(clampQuantity(2.7, 5)).toBe(2);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
  });
});

describe('quantity stepper', () => {
  let seen: number[];
  beforeEach(() => {
    document.body.innerHTML = `
      <div id="qty">
        <button type="button" data-qty-step="-1">−</button>
        <input type="number" min="1" max="3" value="1" data-qty-input>
        <button type="button" data-qty-step="1">+</button>
      </div>`;
    seen = [];
    startQuantityStepper(document.getElementById('qty')!, (quantity) => seen.push(quantity));
  });

  const input = () => document.querySelector<HTMLInputElement>('[data-qty-input]')!;
  const minus = () => document.querySelector<HTMLButtonElement>('[data-qty-step="-1"]')!;
  const plus = () => document.querySelector<HTMLButtonElement>('[data-qty-step="1"]')!;

  it('steps up to the most per order and back down to 1, disabling the button at each end', () => {
    expect(minus().disabled).toBe(true);
    plus().click();
    plus().click();
    expect(input().value).toBe('3');
    expect(plus().disabled).toBe(true);
    plus().click();
    expect(input().value).toBe('3');
    minus().click();
    expect(input().value).toBe('2');
    expect(plus().disabled).toBe(false);
    expect(seen).toEqual([1, 2, 3, 2]);
  });

  it('clamps a typed value when the field changes', () => {
    input().value = '40';
    input().dispatchEvent(new Event('change'));
    expect(input().value).toBe('3');
    input().value = '-2';
    input().dispatchEvent(new Event('change'));
    expect(input().value).toBe('1');
  });
});
