import { beforeEach, expect, test, vi } from 'vitest';
import { ORDER_PREPARING_MESSAGE, startSampleApply } from './sample-apply';

beforeEach(() => {
  window.dataLayer = [];
  document.documentElement.dataset.purchaseEvent = 'purchasesmpbtn';
  document.body.innerHTML = `
    <button type="button" data-sample-apply="11">신청</button>
    <button type="button" data-sample-apply="12" disabled>품절</button>`;
});

test('신청 says the order feature is being prepared and is tracked as the sample-market purchase button', () => {
  const alert = vi.fn(async () => true);
  startSampleApply(document, { alert });
  document.querySelector<HTMLButtonElement>('[data-sample-apply="11"]')!.click();
  expect(alert).toHaveBeenCalledWith(ORDER_PREPARING_MESSAGE);
  expect(window.dataLayer).toEqual([{ event: 'purchasesmpbtn', purchase_action: 'apply', sample_id: '11' }]);
});

test("a sold-out item's button does nothing", () => {
  const alert = vi.fn(async () => true);
  startSampleApply(document, { alert });
  document.querySelector<HTMLButtonElement>('[data-sample-apply="12"]')!.click();
  expect(alert).not.toHaveBeenCalled();
});
