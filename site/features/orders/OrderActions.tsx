/**
 * The buttons an order offers in its state: 주문취소 before shipping, 교환신청 / 반품신청 /
 * 구매확정 once delivered. The list card and the detail screen both show them.
 */
import type { OrderSummary } from '#shared/schemas/order-history-calls';
import { messageOf } from '#components/ui/message-of.ts';
import { confirmPurchase } from './orders-api';
import { cancelUrl, exchangeUrl, returnUrl } from '#shared/order/order-links';
import { ask, tell } from '#components/ui/tell.ts';
import '#components/ui/outlined.css';

async function askToConfirm(ordNo: string, onChanged: () => void): Promise<void> {
  if (!(await ask({ title: '구매확정', text: '구매확정 후에는 교환·반품을 신청할 수 없습니다. 구매확정하시겠습니까?' }))) return;
  try {
    const { message } = await confirmPurchase(ordNo);
    await tell(message);
    onChanged();
  } catch (error) {
    await tell(messageOf(error, '구매확정하지 못했습니다. 잠시 후 다시 시도해 주세요.'));
  }
}

export function OrderActions({ ordNo, actions, onChanged }: { ordNo: string; actions: OrderSummary['actions']; onChanged: () => void }) {
  if (actions.length === 0) return null;
  return (
    <div className="order-actions">
      {actions.includes('cancel') ? (
        <a className="ui-outlined order-actions__button" href={cancelUrl(ordNo)}>
          주문취소
        </a>
      ) : null}
      {actions.includes('exchange') ? (
        <a className="ui-outlined order-actions__button" href={exchangeUrl(ordNo)}>
          교환신청
        </a>
      ) : null}
      {actions.includes('return') ? (
        <a className="ui-outlined order-actions__button" href={returnUrl(ordNo)}>
          반품신청
        </a>
      ) : null}
      {actions.includes('confirm') ? (
        <button className="ui-outlined order-actions__button order-actions__button--primary" type="button" onClick={() => void askToConfirm(ordNo, onChanged)}>
          구매확정
        </button>
      ) : null}
    </div>
  );
}
