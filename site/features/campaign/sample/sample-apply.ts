/**
 * 신청 in the sample market. Ordering is built by the order issue; until then the button answers
 * with the site's alert saying so, rather than doing nothing.
 */
import { trackPurchaseButton } from '#features/analytics/purchase-buttons.ts';

export const ORDER_PREPARING_MESSAGE = '샘플 신청(주문) 기능을 준비하고 있습니다. 조금만 기다려 주세요.';

export interface SampleApplyDeps {
  alert(text: string): Promise<unknown>;
}

/** Wires every `[data-sample-apply]` button under `root`. */
export function startSampleApply(root: ParentNode, deps: SampleApplyDeps): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>('button[data-sample-apply]')) {
    button.addEventListener('click', () => {
      if (button.disabled) return;
      // The sample market's purchase-button event (purchasesmpbtn, named on <html>).
      trackPurchaseButton('apply', [], { sample_id: button.dataset.sampleApply });
      void deps.alert(ORDER_PREPARING_MESSAGE);
    });
  }
}
