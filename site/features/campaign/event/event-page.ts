/**
 * The event page's script: the ended notice at view time, and the coupon buttons. The site's
 * dialogs are fetched on the first one shown, so the page's startup script stays within its
 * 10 KB budget.
 */
import { LOGIN_REQUIRED_TEXT, LOGIN_REQUIRED_TITLE, loginUrl } from '#features/member/login-question.ts';
import { checkLoggedIn } from '#chrome/session';
import { CAMPAIGN_ROUTES } from '#shared/schemas/campaign-routes';
import { callApi } from '#lib/api-client';
import { ALERT_TITLE, startCouponButtons } from './coupon-download';
import { watchEventPeriod } from './event-period';
import { ask, tell } from '#components/ui/tell.ts';

const page = document.querySelector<HTMLElement>('[data-event-page]');
if (page) {
  watchEventPeriod(page);
  startCouponButtons(page, {
    isLoggedIn: checkLoggedIn,
    download: (request) => callApi(CAMPAIGN_ROUTES.downloadCoupon, request),
    alert: (text) => tell({ title: ALERT_TITLE, text }),
    askToLogIn: () => ask({ title: LOGIN_REQUIRED_TITLE, text: LOGIN_REQUIRED_TEXT }),
    goToLogin: () => location.assign(loginUrl({ url: new URL(location.href) })),
  });
  // Tells tests (and nothing else) that a press now reaches the buttons.
  page.dataset.campaignReady = '';
}
