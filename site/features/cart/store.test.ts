import { afterEach, describe, expect, it, vi } from 'vitest';
import { $customer } from '../member/store';
import { $cart, changeOption, changeQuantity, deleteSelected, reloadCart, startCart, toggleAll, toggleLine } from './store';
import { SESS_ID } from './testing/fake-gateway';
import { flush, shopAs, tracked } from './testing/setup';

const guest = `guest:${SESS_ID}`;
const line = (id: number) => $cart.get().lines.find((candidate) => candidate.cartLineId === id)!;

afterEach(() => vi.unstubAllGlobals());

describe('$cart for a guest', () => {
  it('loads the lines with every buyable line selected, the sold-out one flagged and left out', async () => {
    const gateway = shopAs('guest');
    const toner = gateway.add(guest, '10011', 2);
    const soldOut = gateway.add(guest, '10013', 1);
    await startCart();
    const state = $cart.get();
    expect(state.status).toBe('ready');
    expect(state.selected).toEqual([toner]);
    expect(line(soldOut).soldOutYn).toBe('Y');
    expect(state.summary).toMatchObject({ listAmt: 40000, dcAmt: 8000, subtotalAmt: 32000, shippingFee: 0, totalAmt: 32000 });
    expect(gateway.bodies('mergeGuestCart')).toEqual([]);
  });

  it('sends view_cart once, with the lines that can be ordered, at their sale price', async () => {
    const gateway = shopAs('guest');
    gateway.add(guest, '10011', 2);
    gateway.add(guest, '10013', 1);
    await startCart();
    await reloadCart();
    await flush();
    expect(tracked('view_cart')).toEqual([
      {
        currency: 'KRW',
        value: 32000,
        items: [
          {
            item_id: 'NK0001',
            item_name: '제주 녹차 토너',
            item_brand: 'NKCHA',
            item_category: '스킨케어',
            item_variant: '150ml',
            price: 16000,
            quantity: 2,
          },
        ],
      },
    ]);
  });

  it('asks the summary of the selection when lines are selected and deselected', async () => {
    const gateway = shopAs('guest');
    const toner = gateway.add(guest, '10011', 1);
    const cream = gateway.add(guest, '10021', 1);
    await startCart();
    expect($cart.get().summary).toMatchObject({ subtotalAmt: 25000, shippingFee: 2500, totalAmt: 27500 });
    await toggleLine(toner);
    expect($cart.get().selected).toEqual([cream]);
    expect(gateway.bodies('getCartList').at(-1)).toEqual({ sessId: SESS_ID, inmChnCd: '1', selectedCartLineIds: [cream] });
    expect($cart.get().summary).toMatchObject({ listAmt: 9000, dcAmt: 0, subtotalAmt: 9000, totalAmt: 11500 });
    await toggleAll();
    expect($cart.get().selected.sort()).toEqual([toner, cream].sort());
    await toggleAll();
    expect($cart.get().selected).toEqual([]);
    expect($cart.get().summary).toMatchObject({ subtotalAmt: 0, shippingFee: 0, totalAmt: 0 });
  });

  it('keeps a deselected line deselected across a reload and selects lines that are new', async () => {
    const gateway = shopAs('guest');
    const toner = gateway.add(guest, '10011', 1);
    await startCart();
    await toggleLine(toner);
    const cream = gateway.add(guest, '10021', 1);
    await reloadCart();
    expect($cart.get().selected).toEqual([cream]);
  });

  it('changes a quantity, shows the gateway message when capped, tracks it and refreshes the badge', async () => {
    const gateway = shopAs('guest');
    const cream = gateway.add(guest, '10021', 1);
    await startCart();
    await changeQuantity(line(cream), 2);
    expect(line(cream).qty).toBe(2);
    expect($cart.get().notices[cream]).toBe('');
    await changeQuantity(line(cream), 7);
    expect(line(cream).qty).toBe(3);
    expect($cart.get().notices[cream]).toBe('구매 가능한 최대 수량은 3개입니다. 수량을 3개로 담았습니다.');
    await flush();
    expect(tracked('add_to_cart').map((event) => (event.items as { quantity: number }[])[0].quantity)).toEqual([1, 1]);
    expect(tracked('add_to_cart')[0]).toEqual({
      currency: 'KRW',
      value: 9000,
      items: [{ item_id: 'DA0002', item_name: '동백 크림', item_brand: 'NKCHA', item_category: '스킨케어', item_variant: '50ml', price: 9000, quantity: 1 }],
    });
    expect($customer.get().extras.prdCnt).toBe(1);
  });

  it('moves a line to another option, offering the product’s options with sold-out ones marked', async () => {
    const gateway = shopAs('guest');
    const toner = gateway.add(guest, '10011', 2);
    await startCart();
    await flush();
    expect($cart.get().options['1001'].map((option) => [option.inmOptnPrdNo, option.soldOutYn])).toEqual([
      ['10011', 'N'],
      ['10012', 'N'],
      ['10013', 'Y'],
    ]);
    await changeOption(line(toner), '10012');
    expect(line(toner)).toMatchObject({ inmOptnPrdNo: '10012', qty: 2, saleAmt: 27000 });
    await flush();
    expect(tracked('remove_from_cart').at(-1)).toMatchObject({ value: 32000, items: [expect.objectContaining({ item_variant: '150ml', quantity: 2 })] });
    expect(tracked('add_to_cart').at(-1)).toMatchObject({ value: 54000, items: [expect.objectContaining({ item_variant: '300ml 대용량', price: 27000 })] });
  });

  it('shows the refusal on the line when the option sold out meanwhile', async () => {
    const gateway = shopAs('guest');
    const toner = gateway.add(guest, '10011', 1);
    await startCart();
    await changeOption(line(toner), '10013');
    expect($cart.get().notices[toner]).toBe('품절된 상품입니다.');
    expect(line(toner).inmOptnPrdNo).toBe('10011');
  });

  it('deletes the selected lines only after the shopper confirms', async () => {
    const gateway = shopAs('guest');
    const toner = gateway.add(guest, '10011', 1);
    const cream = gateway.add(guest, '10021', 2);
    await startCart();
    await toggleLine(toner);
    const confirm = vi.fn(async () => false);
    expect(await deleteSelected(confirm)).toBe(false);
    expect(confirm).toHaveBeenCalledWith({ title: '상품 삭제', text: '선택한 상품 1개를 장바구니에서 삭제하시겠습니까?' });
    expect(gateway.bodies('deleteCartLines')).toEqual([]);
    expect(await deleteSelected(async () => true)).toBe(true);
    expect(gateway.bodies('deleteCartLines')).toEqual([{ sessId: SESS_ID, cartLineIds: [cream] }]);
    expect($cart.get().lines.map((candidate) => candidate.cartLineId)).toEqual([toner]);
    await flush();
    expect(tracked('remove_from_cart')).toEqual([
      expect.objectContaining({ value: 18000, items: [expect.objectContaining({ item_name: '동백 크림', quantity: 2 })] }),
    ]);
  });

  it('asks for a selection before deleting nothing', async () => {
    const gateway = shopAs('guest');
    gateway.add(guest, '10011', 1);
    await startCart();
    await toggleAll();
    const alert = vi.fn(async () => true);
    expect(await deleteSelected(async () => true, alert)).toBe(false);
    expect(alert).toHaveBeenCalledWith({ text: '삭제할 상품을 선택해 주세요.' });
  });

  it('says so when the cart cannot be read', async () => {
    const gateway = shopAs('guest');
    gateway.overrides['getCartList'] = new TypeError('offline');
    await startCart();
    expect($cart.get()).toMatchObject({ status: 'error', error: '장바구니를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.' });
  });
});

describe('$cart for a member', () => {
  it('merges the guest cart before the first read, and the merged lines show', async () => {
    const gateway = shopAs('member');
    gateway.add(guest, '10011', 2);
    gateway.add('member', '10011', 1);
    await startCart();
    expect(gateway.bodies('mergeGuestCart')).toEqual([{ sessId: SESS_ID }]);
    const order = gateway.fetch.mock.calls.map(([url]) => url).filter((url) => url.startsWith('/api/or/cart'));
    expect(order.slice(0, 2)).toEqual(['/api/or/cart/v1/mergeGuestCart', '/api/or/cart/v1/getCartList']);
    expect($cart.get().lines.map((candidate) => [candidate.inmOptnPrdNo, candidate.qty])).toEqual([['10011', 3]]);
  });
});
