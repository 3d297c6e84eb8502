import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readWon, startPurchasePanel } from './purchase';
import { CART_ONLY_MESSAGE, DIRECT_ONLY_MESSAGE, type PurchaseDeps } from './purchase-action';

function panel(options: { soldOut?: boolean; single?: boolean; rule?: string } = {}): HTMLElement {
  document.body.innerHTML = `
    <div data-purchase data-buy-rule="${options.rule ?? 'ANY'}" data-product-code="NK0000001">
      <strong data-live="1" data-live-field="saleAmt">12,500원</strong>
      <label><input type="radio" name="inmOptnPrdNo" value="11" data-option-input ${options.single ? 'checked' : ''}> 50ml
        <span data-live-option="11" data-live-field="saleAmt">12,500원</span></label>
      ${
        options.single
          ? ''
          : `<label><input type="radio" name="inmOptnPrdNo" value="12" data-option-input> 100ml
        <span data-live-option="12" data-live-field="saleAmt">21,000원</span></label>
      <label><input type="radio" name="inmOptnPrdNo" value="13" data-option-input disabled> 기획 세트
        <span data-live-option="13" data-live-field="saleAmt">30,000원</span></label>`
      }
      <button type="button" data-qty-step="-1">−</button>
      <input type="number" min="1" max="5" value="1" data-qty-input>
      <button type="button" data-qty-step="1">+</button>
      <strong data-purchase-total></strong>
      <button type="button" data-wish-toggle data-inm-prd-no="1" aria-label="찜하기">♥</button>
      ${options.rule === 'DIRECT_ONLY' ? '' : `<button type="button" data-purchase-action="cart" ${options.soldOut ? 'disabled' : ''}>장바구니</button>`}
      <button type="button" data-purchase-action="buy" ${options.soldOut ? 'disabled' : ''}>바로구매</button>
    </div>`;
  return document.querySelector<HTMLElement>('[data-purchase]')!;
}

const button = (action: string) => document.querySelector<HTMLButtonElement>(`[data-purchase-action="${action}"]`)!;
const total = () => document.querySelector('[data-purchase-total]')!.textContent;
const choose = (value: string) => document.querySelector<HTMLInputElement>(`input[value="${value}"]`)!.click();
const plus = () => document.querySelector<HTMLButtonElement>('[data-qty-step="1"]')!.click();

describe('readWon', () => {
  it('reads printed prices', () => {
    expect(readWon('12,500원')).toBe(12_500);
    expect(readWon('')).toBe(0);
    expect(readWon(null)).toBe(0);
  });
});

describe('purchase panel', () => {
  const newDeps = () => ({
    alert: vi.fn<PurchaseDeps['alert']>(async () => true),
    confirm: vi.fn<PurchaseDeps['confirm']>(async () => false),
    navigate: vi.fn<PurchaseDeps['navigate']>(),
    addToCart: vi.fn<PurchaseDeps['addToCart']>(async () => ({ ok: true, message: '장바구니에 담았습니다.' })),
  });
  let deps: ReturnType<typeof newDeps>;
  beforeEach(() => {
    deps = newDeps();
  });

  it('pushes the product page’s purchase-button event for 장바구니 and 바로구매, before acting', async () => {
    window.dataLayer = [];
    document.documentElement.dataset.purchaseEvent = 'purchaseprdbtn';
    startPurchasePanel(panel(), deps);
    button('buy').click();
    await vi.waitFor(() => expect(window.dataLayer).toEqual([{ event: 'purchaseprdbtn', purchase_action: 'buy', item_id: 'NK0000001' }]));
    await vi.waitFor(() => expect(button('buy').hasAttribute('aria-busy')).toBe(false));
    button('cart').click();
    await vi.waitFor(() => expect(window.dataLayer?.at(-1)).toEqual({ event: 'purchaseprdbtn', purchase_action: 'cart', item_id: 'NK0000001' }));
    delete document.documentElement.dataset.purchaseEvent;
  });

  it('totals the chosen option’s price times the quantity', async () => {
    startPurchasePanel(panel(), deps);
    await vi.waitFor(() => expect(total()).toBe('12,500원'));
    choose('12');
    await vi.waitFor(() => expect(total()).toBe('21,000원'));
    plus();
    await vi.waitFor(() => expect(total()).toBe('42,000원'));
  });

  it('keeps the last change when two come at once', async () => {
    startPurchasePanel(panel(), deps);
    choose('12');
    plus();
    plus();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(total()).toBe('63,000원');
  });

  it('asks for an option first, then puts the option and quantity in the cart and offers the cart', async () => {
    startPurchasePanel(panel(), deps);
    button('cart').click();
    await vi.waitFor(() => expect(deps.alert).toHaveBeenLastCalledWith({ text: '옵션을 선택해 주세요.' }));
    expect(deps.addToCart).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(button('cart').hasAttribute('aria-busy')).toBe(false));
    choose('12');
    plus();
    deps.confirm.mockResolvedValueOnce(true);
    button('cart').click();
    await vi.waitFor(() => expect(deps.navigate).toHaveBeenCalledWith('/kr/ko/or/order-cart'));
    expect(deps.addToCart).toHaveBeenCalledWith([{ inmOptnPrdNo: '12', qty: 2, price: 21000 }]);
    expect(deps.confirm).toHaveBeenCalledWith(expect.objectContaining({ text: '장바구니에 담았습니다.', confirmLabel: '장바구니 보기' }));
  });

  it('says the gateway’s refusal', async () => {
    deps.addToCart.mockResolvedValueOnce({ ok: false, message: '품절된 상품입니다.' });
    startPurchasePanel(panel({ single: true }), deps);
    button('cart').click();
    await vi.waitFor(() => expect(deps.alert).toHaveBeenCalledWith({ text: '품절된 상품입니다.' }));
    expect(deps.confirm).not.toHaveBeenCalled();
  });

  it('goes to checkout with the option and quantity on 바로구매', async () => {
    startPurchasePanel(panel(), deps);
    choose('11');
    plus();
    plus();
    button('buy').click();
    await vi.waitFor(() => expect(deps.navigate).toHaveBeenCalledWith('/kr/ko/or/order?src=BUY_NOW&items=11:3'));
  });

  it('refuses 바로구매 of a product that is never sold alone', async () => {
    startPurchasePanel(panel({ single: true, rule: 'CART_ONLY' }), deps);
    button('buy').click();
    await vi.waitFor(() => expect(deps.alert).toHaveBeenCalledWith({ text: CART_ONLY_MESSAGE }));
    expect(deps.navigate).not.toHaveBeenCalled();
    button('cart').click();
    await vi.waitFor(() => expect(deps.addToCart).toHaveBeenCalledWith([{ inmOptnPrdNo: '11', qty: 1, price: 12500 }]));
  });

  it('has no 장바구니 for the green tea club kit, whose 바로구매 works', async () => {
    const root = panel({ single: true, rule: 'DIRECT_ONLY' });
    startPurchasePanel(root, deps);
    expect(root.querySelector('[data-purchase-action="cart"]')).toBeNull();
    expect(DIRECT_ONLY_MESSAGE).toBe('녹차클럽 키트는 바로구매로만 구매할 수 있습니다.');
    button('buy').click();
    await vi.waitFor(() => expect(deps.navigate).toHaveBeenCalledWith('/kr/ko/or/order?src=BUY_NOW&items=11:1'));
  });

  it('leaves 찜하기 to the wish buttons and does nothing for a sold-out product’s disabled buttons', async () => {
    startPurchasePanel(panel({ soldOut: true, single: true }), deps);
    document.querySelector<HTMLButtonElement>('[data-wish-toggle]')!.click();
    button('cart').click();
    button('buy').click();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(deps.alert).not.toHaveBeenCalled();
    expect(deps.navigate).not.toHaveBeenCalled();
    expect(deps.addToCart).not.toHaveBeenCalled();
  });
});
