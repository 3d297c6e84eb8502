/**
 * Product cards drawn in the browser (for-me, the employee shop) with the markup and classes of
 * `shared/catalog/html/product-card-html.ts`, so a card looks the same wherever it was drawn. Text goes in as text, never
 * markup; only the badges' fixed labels are HTML.
 */
import { productItem } from '#shared/analytics/ga4-product-item';
import { badgesHtml } from '#shared/catalog/badges';
import { productPath } from '#shared/catalog/paths';
import { formatWon } from '#shared/format';
import type { ProductCard } from '#shared/schemas/display-calls';
import { element } from './dom-element';

/** The price as `priceHtml` (shared/catalog/html/price-html.ts) prints it: rate and list price only when discounted, then the sale price. */
export function priceElement(product: Pick<ProductCard, 'cnsmAmt' | 'saleAmt' | 'dcRate'>): HTMLElement {
  const price = element('span', 'price');
  if (product.dcRate > 0) {
    price.append(
      element('span', 'price__rate', `${product.dcRate}%`),
      element('span', 'visually-hidden', '정가'),
      element('del', 'price__list', formatWon(product.cnsmAmt)),
    );
  }
  price.append(element('span', 'visually-hidden', '판매가'), element('strong', 'price__sale', formatWon(product.saleAmt)));
  return price;
}

/**
 * The card: image (with 품절), brand, name, `price` (the usual one unless given) and badges. With
 * `index` (its 1-based place in a GA4 item list) it carries its item, as the string renderer does.
 */
export function productCardElement(product: ProductCard, price: HTMLElement = priceElement(product), index?: number): HTMLLIElement {
  const item = element('li', 'pcard');
  if (index !== undefined) item.dataset.item = JSON.stringify(productItem(product, index));
  const link = element('a', 'pcard__link');
  link.href = productPath(product.productCode);
  const media = element('span', 'pcard__media');
  const image = element('img', '');
  Object.assign(image, { src: product.imageUrl, alt: product.imageAlt, width: 160, height: 160, loading: 'lazy', decoding: 'async' });
  media.append(image);
  if (product.soldOutYn === 'Y') media.append(element('span', 'pcard__soldout', '품절'));
  const badges = element('span', 'product-badges');
  badges.innerHTML = badgesHtml(product.badges);
  link.append(media, element('span', 'pcard__brand', product.brandNm), element('span', 'pcard__name', product.prdNm), price, badges);
  item.append(link);
  return item;
}
