/**
 * The chrome every page runs: plain TypeScript and nanostores, no React. Module
 * scripts run once per page load, so each part starts exactly once. The card and product-page
 * buttons' code (담기, 찜하기) is fetched only on pages that have such buttons, and what is not
 * needed for the first paint and the first tap waits for `idle/start.ts`.
 */
import { startErrorScreen } from './error-screen';
import { startFonts } from './fonts';
import { startLazyButtons } from './lazy-buttons';
import { startLinks } from './links';
import { startMember } from '#features/member/start.ts';
import { $customer } from '#features/member/store.ts';
import { startPage } from './page';
import { startAnalytics } from '#features/analytics/start.ts';
import { whenIdle } from './when-idle';

startPage();
// Right after the page is known: its page_meta heads the data layer, before any other event.
startAnalytics();
startErrorScreen();
startLinks();
startMember();
startLazyButtons('button[data-card-cart]', () => import('#features/cart/card-buttons.ts').then((module) => () => module.startCardCartButtons()));
// A member's hearts show what they already wished, so their code comes as soon as a member is known.
startLazyButtons(
  'button[data-wish-toggle][data-inm-prd-no]',
  () => import('#features/wish/wish-buttons.ts').then((module) => () => module.startWishButtons()),
  {
    eagerWhen: (loadNow) => $customer.subscribe((customer) => customer.status === 'member' && loadNow()),
  },
);
startFonts();
// What can wait (the reload guard, other tabs' cart changes, the build watch, device refresh, the
// first visit's fonts, tags, monitoring, real-user speed): its own chunk, fetched once idle.
whenIdle(() => void import('./idle/start').then((module) => module.startWhenIdle()));
