/** The product page's script: gallery, purchase panel, deal countdown and the shopping log entry. */
import { startCountdowns } from './countdown';
import { startGallery } from './gallery';
import { startPurchasePanel } from './purchase';
import { parseSnapshot, recordView } from './shopping-log-store';
import { watchReviewList } from '../reviews/product/review-list-loader';

function readJson(text: string | undefined): unknown {
  try {
    return JSON.parse(text ?? 'null');
  } catch {
    return null;
  }
}

const page = document.querySelector<HTMLElement>('[data-product-page]');
if (page) {
  const gallery = page.querySelector<HTMLElement>('[data-gallery]');
  if (gallery) startGallery(gallery);
  const panel = page.querySelector<HTMLElement>('[data-purchase]');
  if (panel) startPurchasePanel(panel);
  startCountdowns(page);
  const reviews = page.querySelector<HTMLElement>('[data-review-list]');
  if (reviews) watchReviewList(reviews);
  const card = parseSnapshot(readJson(page.dataset.logCard));
  if (card) recordView(card);
}
