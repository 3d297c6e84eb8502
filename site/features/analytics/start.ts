/**
 * The analytics every page starts with the chrome (`site/chrome/main.ts`): the page's context at
 * the front of the data layer and the clicks that leave the page. Everything that can wait
 * (impressions of lists, banners and the product) starts when idle (`./idle.ts`).
 */
import { startClickTracking } from './click-tracking';
import { startPageContext } from './page-context';

export function startAnalytics(): void {
  startPageContext();
  startClickTracking();
}
