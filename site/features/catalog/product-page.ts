/**
 * The product page's script: gallery and purchase panel at once; the shopping log entry noted at
 * once and filed, and a deal's countdown started, once the page is idle (the
 * startup script of a product page stays under its 10 KB budget).
 */
import { whenIdle } from '#chrome/when-idle';
import { startGallery } from './gallery';
import { startPurchasePanel } from './purchase';
import { notePendingView } from './shopping-log-pending';
import { watchReviewList } from '../reviews/product/review-list-loader';

const page = document.querySelector<HTMLElement>('[data-product-page]');
if (page) {
  const gallery = page.querySelector<HTMLElement>('[data-gallery]');
  if (gallery) startGallery(gallery);
  const panel = page.querySelector<HTMLElement>('[data-purchase]');
  if (panel) startPurchasePanel(panel);
  const reviews = page.querySelector<HTMLElement>('[data-review-list]');
  if (reviews) watchReviewList(reviews);
  notePendingView(page.dataset.logCard);
  whenIdle(() => {
    // Reading the log files the note, so that it does not wait for the 쇼핑 기록 page.
    void import('./shopping-log-store').then(({ readShoppingLog }) => readShoppingLog());
    // Until then a deal shows its end as the page was drawn.
    if (page.querySelector('[data-deal-end]')) void import('./countdown').then(({ startCountdowns }) => startCountdowns(page));
  });
}
