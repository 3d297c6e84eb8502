/**
 * The unknown-error screen in the browser: an island's fatal error replaces <main> with
 * it, and more than 10 taps on its image reveal the status, message and stack for support staff.
 * Fetched only when a page needs it (`../error-screen.ts`), never in the startup script.
 */
import type { FatalDetail } from '#features/error/fatal-event.ts';
import { syncPage } from '../page';

/** The details show on the tap after this many. */
export const ERROR_DETAIL_TAPS = 10;

/** Counts taps on the screen's image and reveals the details on the 11th. */
export function wireErrorImageTaps(screen: ParentNode): void {
  const image = screen.querySelector<HTMLElement>('[data-error-image]');
  const details = screen.querySelector<HTMLElement>('[data-error-details]');
  if (!image || !details || image.dataset.tapsWired !== undefined) return;
  image.dataset.tapsWired = '';
  let taps = 0;
  image.addEventListener('click', () => {
    taps += 1;
    if (taps > ERROR_DETAIL_TAPS) details.hidden = false;
  });
}

/** Replaces the page's content with the error screen. Returns false when the page has no template for it. */
export function showErrorScreen(detail: FatalDetail): boolean {
  const main = document.querySelector('main');
  const template = document.querySelector<HTMLTemplateElement>('template#error-screen-template');
  if (!main || !template) return false;
  const screen = template.content.cloneNode(true) as DocumentFragment;
  fill(screen, '[data-error-status]', String(detail.status ?? 500));
  fill(screen, '[data-error-message]', detail.message);
  fill(screen, '[data-error-stack]', detail.stack ?? '');
  wireErrorImageTaps(screen);
  main.replaceChildren(screen);
  document.documentElement.dataset.pageType = 'OTHERS';
  syncPage();
  // Screen readers hear that the page changed: focus lands on the screen's heading.
  const heading = main.querySelector<HTMLElement>('h2, h1');
  heading?.setAttribute('tabindex', '-1');
  heading?.focus();
  window.scrollTo(0, 0);
  return true;
}

function fill(root: ParentNode, selector: string, text: string): void {
  const node = root.querySelector(selector);
  if (node) node.textContent = text;
}
