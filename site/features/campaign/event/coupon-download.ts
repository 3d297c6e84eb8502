/**
 * 쿠폰 받기 on an event page. A guest is asked to log in first (the site's 알림); a
 * member gets the coupon and hears so; the gateway's Korean message explains a refusal (already
 * issued, run out, the event over). The button stays disabled while its call is out, so a
 * double tap never asks twice.
 */
import type { DownloadCouponRequest } from '#shared/schemas/campaign-calls';
import { messageOf } from '#components/ui/message-of.ts';
import { ApiError } from '#lib/api-client';

export const COUPON_ISSUED_MESSAGE = '쿠폰이 발급되었습니다.';
export const ALERT_TITLE = '알림';

export type CouponOutcome = 'issued' | 'login' | 'refused' | 'failed';

/** What the button needs from the rest of the site; the page wires the real ones, tests fakes. */
export interface CouponDeps {
  isLoggedIn(): Promise<boolean>;
  download(request: DownloadCouponRequest): Promise<unknown>;
  alert(text: string): Promise<unknown>;
  /** The login-required alert; resolves whether the guest chose to log in. */
  askToLogIn(): Promise<boolean>;
  goToLogin(): void;
}

/** Runs one press of a 쿠폰 받기 button and tells what happened. */
export async function downloadCoupon(request: DownloadCouponRequest, deps: CouponDeps): Promise<CouponOutcome> {
  if (!(await deps.isLoggedIn())) return askGuest(deps);
  try {
    await deps.download(request);
  } catch (error) {
    // A token that died since the page loaded is a guest like any other.
    if (error instanceof ApiError && error.status === 401) return askGuest(deps);
    const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
    await deps.alert(messageOf(error));
    return refused ? 'refused' : 'failed';
  }
  await deps.alert(COUPON_ISSUED_MESSAGE);
  return 'issued';
}

async function askGuest(deps: CouponDeps): Promise<CouponOutcome> {
  if (await deps.askToLogIn()) deps.goToLogin();
  return 'login';
}

/** Wires every `[data-coupon-id]` button (with its `data-event-id`) under `root`. */
export function startCouponButtons(root: ParentNode, deps: CouponDeps): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>('button[data-coupon-id]')) {
    button.addEventListener('click', async () => {
      if (button.disabled || button.getAttribute('aria-busy') === 'true') return;
      button.setAttribute('aria-busy', 'true');
      try {
        const request = { eventId: Number(button.dataset.eventId), couponId: Number(button.dataset.couponId) };
        const outcome = await downloadCoupon(request, deps);
        if (outcome === 'issued') markIssued(button);
      } finally {
        button.removeAttribute('aria-busy');
      }
    });
  }
}

export const ISSUED_LABEL = '발급 완료';

function markIssued(button: HTMLButtonElement): void {
  button.disabled = true;
  button.textContent = ISSUED_LABEL;
}
