/**
 * The chrome every page runs: plain TypeScript and nanostores, no React (issue 2 §4). Module
 * scripts run once per page load, so each part starts exactly once. The card and product-page
 * buttons' code (담기, 찜하기) is fetched only on pages that have such buttons.
 */
import { startCartCountSync } from '#features/cart/cart-count.ts';
import { startBuildWatch } from './build-watch';
import { startDeviceRefresh } from './device-refresh';
import { startErrorScreen } from './error-screen';
import { startFonts } from './fonts';
import { startLazyButtons } from './lazy-buttons';
import { startLinks } from './links';
import { startMember } from '#features/member/start.ts';
import { $customer } from '#features/member/store.ts';
import { startPage } from './page';
import { startReloadGuard } from './reload-guard';

// The reload guard first: a failing chunk of a later part is exactly what it is there for.
startReloadGuard();
startPage();
startErrorScreen();
startLinks();
startMember();
// Every tab hears cart changes made in the others, so its header badge stays right.
startCartCountSync();
startLazyButtons('button[data-card-cart]', () => import('#features/cart/card-buttons.ts').then((module) => () => module.startCardCartButtons()));
// A member's hearts show what they already wished, so their code comes as soon as a member is known.
startLazyButtons(
  'button[data-wish-toggle][data-inm-prd-no]',
  () => import('#features/wish/wish-buttons.ts').then((module) => () => module.startWishButtons()),
  {
    eagerWhen: (loadNow) => $customer.subscribe((customer) => customer.status === 'member' && loadNow()),
  },
);
startBuildWatch();
startDeviceRefresh();
startFonts();
