import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readWon, startPurchasePanel } from './purchase';

function panel(options: { soldOut?: boolean; single?: boolean } = {}): HTMLElement {
  document.body.innerHTML = `
    <div data-purchase>
      <strong data-live="1" data-live-field="saleAmt">12,500원</strong>
      <label><input type="radio" name="inmOptnPrdNo" value="11" data-option-input ${options.single ? 'checked' : ''}> 50ml
        <span data-live-option="11" data-live-field="saleAmt">12,500원</span></label>
      ${options.single ? '' : `<label><input type="radio" name="inmOptnPrdNo" value="12" data-option-input> 100ml
        <span data-live-option="12" data-live-field="saleAmt">21,000원</span></label>
      <label><input type="radio" name="inmOptnPrdNo" value="13" data-option-input disabled> 기획 세트
        <span data-live-option="13" data-live-field="saleAmt">30,000원</span></label>`}
      <button type="button" data-qty-step="-1">−</button>
      <input type="number" min="1" max="5" value="1" data-qty-input>
      <button type="button" data-qty-step="1">+</button>
      <strong data-purchase-total></strong>
      <button type="button" data-purchase-action="wish">찜하기</button>
      <button type="button" data-purchase-action="cart" ${options.soldOut ? 'disabled' : ''}>장바구니</button>
      <button type="button" data-purchase-action="buy" ${options.soldOut ? 'disabled' : ''}>바로구매</button>
    </div>`;
  return document.querySelector<HTMLElement>('[data-purchase]')!;
}

const button = (action: string) => document.querySelector<HTMLButtonElement>(`[data-purchase-action="${action}"]`)!;
const total = () => document.querySelector('[data-purchase-total]')!.textContent;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('readWon', () => {
  it('reads printed prices', () => {
    expect(readWon('12,500원')).toBe(12_500);
    expect(readWon('')).toBe(0);
    expect(readWon(null)).toBe(0);
  });
});

describe('purchase panel', () => {
  const newAlert = () => vi.fn(async (options: { title?: string; text: string }) => Boolean(options));
  let alert: ReturnType<typeof newAlert>;
  beforeEach(() => {
    alert = newAlert();
  });

  it('totals the chosen option’s price times the quantity', () => {
    startPurchasePanel(panel(), alert);
    const option = document.querySelector<HTMLInputElement>('input[value="12"]')!;
    option.checked = true;
    option.dispatchEvent(new Event('change', { bubbles: true }));
    expect(total()).toBe('21,000원');
    document.querySelector<HTMLButtonElement>('[data-qty-step="1"]')!.click();
    expect(total()).toBe('42,000원');
  });

  it('asks for an option before 장바구니, then says the feature is being prepared', async () => {
    startPurchasePanel(panel(), alert);
    button('cart').click();
    await flush();
    expect(alert).toHaveBeenLastCalledWith({ text: '옵션을 선택해 주세요.' });
    document.querySelector<HTMLInputElement>('input[value="11"]')!.click();
    button('cart').click();
    await flush();
    expect(alert).toHaveBeenLastCalledWith(expect.objectContaining({ title: '준비 중', text: expect.stringContaining('장바구니 기능을 준비 중입니다.') }));
    button('buy').click();
    await flush();
    expect(alert).toHaveBeenLastCalledWith(expect.objectContaining({ text: expect.stringContaining('바로구매 기능을 준비 중입니다.') }));
  });

  it('lets 찜하기 answer without an option, and a single option counts as chosen', async () => {
    startPurchasePanel(panel({ single: true }), alert);
    expect(total()).toBe('12,500원');
    button('wish').click();
    await flush();
    expect(alert).toHaveBeenLastCalledWith(expect.objectContaining({ text: expect.stringContaining('찜하기 기능을 준비 중입니다.') }));
    button('cart').click();
    await flush();
    expect(alert).toHaveBeenLastCalledWith(expect.objectContaining({ title: '준비 중' }));
  });

  it('does nothing for a sold-out product’s disabled buttons', async () => {
    startPurchasePanel(panel({ soldOut: true, single: true }), alert);
    button('cart').click();
    button('buy').click();
    await flush();
    expect(alert).not.toHaveBeenCalled();
  });
});
