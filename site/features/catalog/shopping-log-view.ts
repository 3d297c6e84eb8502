/**
 * Draws the shopping log page from `shopping-log-store.ts`: one card per viewed product, each
 * with its own 삭제 button, 전체 삭제 after a confirmation, and the empty state. Text goes in as
 * text (never markup), since storage is only as trustworthy as the browser it lives in.
 */
import { formatWon } from '#shared/format';
// Not `productPath`: its module pulls the list schemas (zod) into this small script.
import { sitePath } from '#shared/site-path';
import { element } from './dom-element';
import { SHOPPING_LOG_PENDING_PREFIX } from './shopping-log-pending';
import { clearShoppingLog, readShoppingLog, removeFromShoppingLog, SHOPPING_LOG_KEY, type ViewedProduct } from './shopping-log-store';
import { ask } from '#components/ui/tell.ts';

type Confirm = (options: { text: string; confirmLabel?: string }) => Promise<boolean>;

const siteConfirm: Confirm = ask;

function itemOf(entry: ViewedProduct): HTMLLIElement {
  const item = element('li', 'log-item');
  const link = element('a', 'log-item__link');
  link.href = sitePath(`dp/product/${encodeURIComponent(entry.productCode)}`);
  const image = element('img', 'log-item__image');
  Object.assign(image, { src: entry.imageUrl, alt: entry.imageAlt, width: 96, height: 96, loading: 'lazy', decoding: 'async' });
  const text = element('span', 'log-item__text');
  text.append(element('span', 'log-item__brand', entry.brandNm), element('span', 'log-item__name', entry.prdNm));
  const price = element('span', 'log-item__price');
  if (entry.dcRate > 0) price.append(element('span', 'price__rate', `${entry.dcRate}%`), ' ');
  price.append(element('strong', 'price__sale', formatWon(entry.saleAmt)));
  if (entry.soldOutYn === 'Y') price.append(' ', element('span', 'log-item__soldout', '품절'));
  text.append(price);
  link.append(image, text);
  const remove = element('button', 'log-item__remove', '삭제');
  remove.type = 'button';
  remove.dataset.logRemove = entry.inmPrdNo;
  remove.setAttribute('aria-label', `${entry.prdNm} 삭제`);
  item.append(link, remove);
  return item;
}

export function renderShoppingLog(root: HTMLElement, entries: readonly ViewedProduct[]): void {
  const list = root.querySelector<HTMLElement>('[data-log-list]');
  const count = root.querySelector('[data-log-count]');
  list?.replaceChildren(...entries.map(itemOf));
  if (count) count.textContent = String(entries.length);
  root.querySelector<HTMLElement>('[data-log-filled]')?.toggleAttribute('hidden', entries.length === 0);
  root.querySelector<HTMLElement>('[data-log-empty]')?.toggleAttribute('hidden', entries.length > 0);
  root.setAttribute('aria-busy', 'false');
}

export function startShoppingLog(root: HTMLElement, confirm: Confirm = siteConfirm): void {
  const render = () => renderShoppingLog(root, readShoppingLog());
  root.addEventListener('click', async (event) => {
    const target = event.target as Element;
    const remove = target.closest<HTMLElement>('[data-log-remove]');
    if (remove?.dataset.logRemove) {
      renderShoppingLog(root, removeFromShoppingLog(remove.dataset.logRemove));
      root.querySelector<HTMLElement>('[data-log-clear]')?.focus();
    } else if (target.closest('[data-log-clear]') && (await confirm({ text: '최근 본 상품을 모두 삭제할까요?', confirmLabel: '삭제' }))) {
      clearShoppingLog();
      render();
    }
  });
  // Another tab viewed (a product page notes its view at once and files it once idle) or removed something.
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === SHOPPING_LOG_KEY || event.key.startsWith(SHOPPING_LOG_PENDING_PREFIX)) render();
  });
  render();
}
