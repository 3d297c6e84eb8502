/**
 * The analytics that waits until the page is idle (`site/chrome/idle/start.ts`): impressions. A
 * page left in its first moments counts none, which is what "seen" means; every click and every
 * purchase step is tracked from the start (`./start.ts`, the features' own code).
 */
import { reportStaticItemLists } from './item-lists';
import { reportProductView } from './product-view';
import { watchPromotionViews } from './promotion-views';

export function startAnalyticsWhenIdle(root: Document = document): void {
  reportProductView(root);
  reportStaticItemLists(root);
  watchPromotionViews(root);
}
