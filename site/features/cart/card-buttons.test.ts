import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Dialogs } from './added-dialog';
import { startCardCartButtons } from './card-buttons';
import { SESS_ID } from './testing/fake-gateway';
import { shopAs } from './testing/setup';

let stops: (() => void)[] = [];
const start = (seen: Dialogs) => stops.push(startCardCartButtons(document, seen));

afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
  vi.unstubAllGlobals();
});

function cards(): void {
  document.body.innerHTML = `<ul>
    <li><a href="/p">제주 녹차 토너</a><button type="button" data-card-cart data-product-code="NK0001" aria-label="제주 녹차 토너 장바구니 담기">담기</button></li>
    <li><button type="button" data-card-cart data-product-code="NK0003">담기</button></li>
    <li><button type="button" data-card-cart data-product-code="DA0002" disabled>담기</button></li>
  </ul>`;
}

function dialogs(toCart = false) {
  return {
    alert: vi.fn<Dialogs['alert']>(async () => true),
    confirm: vi.fn<Dialogs['confirm']>(async () => toCart),
    navigate: vi.fn<Dialogs['navigate']>(),
  };
}

const click = (code: string) => document.querySelector<HTMLButtonElement>(`[data-product-code="${code}"]`)!.click();

describe('card 담기 buttons', () => {
  it('add the first option in stock, one unit, and offer the cart', async () => {
    const gateway = shopAs('guest');
    cards();
    const seen = dialogs(true);
    start(seen);
    click('NK0001');
    await vi.waitFor(() => expect(seen.navigate).toHaveBeenCalledWith('/kr/ko/or/order-cart'));
    expect(gateway.bodies('addCartLine')).toEqual([{ sessId: SESS_ID, inmOptnPrdNo: '10011', qty: 1 }]);
    expect(seen.confirm).toHaveBeenCalledWith({
      title: '장바구니 담기',
      text: '장바구니에 담았습니다.',
      confirmLabel: '장바구니 보기',
      cancelLabel: '계속 쇼핑하기',
    });
  });

  it('skip sold-out options', async () => {
    const gateway = shopAs('guest');
    cards();
    const product = (await import('./testing/fake-gateway')).PRODUCTS[0];
    const saved = product.options[0].stock;
    product.options[0].stock = 0;
    try {
      start(dialogs());
      click('NK0001');
      await vi.waitFor(() => expect(gateway.bodies('addCartLine')).toEqual([{ sessId: SESS_ID, inmOptnPrdNo: '10012', qty: 1 }]));
    } finally {
      product.options[0].stock = saved;
    }
  });

  it('say the refusal in an alert, and a disabled button does nothing', async () => {
    const gateway = shopAs('guest');
    cards();
    const seen = dialogs();
    start(seen);
    click('DA0002');
    click('NK0003');
    await vi.waitFor(() => expect(seen.alert).toHaveBeenCalledWith({ text: '녹차클럽 키트는 바로구매로만 구매할 수 있습니다.' }));
    expect(gateway.bodies('addCartLine').map((body) => body.inmOptnPrdNo)).toEqual(['10031']);
    expect(seen.confirm).not.toHaveBeenCalled();
  });

  it('push the page’s purchase-button event when pressed, not for a disabled button', async () => {
    const gateway = shopAs('guest');
    document.documentElement.dataset.purchaseEvent = 'purchasemainbtn';
    cards();
    const seen = dialogs();
    start(seen);
    click('DA0002');
    click('NK0001');
    expect(window.dataLayer).toEqual([{ event: 'purchasemainbtn', purchase_action: 'cart', item_id: 'NK0001' }]);
    delete document.documentElement.dataset.purchaseEvent;
    await vi.waitFor(() => expect(seen.confirm).toHaveBeenCalled());
    expect(gateway.bodies('addCartLine')).toHaveLength(1);
  });
});
