/**
 * Draws the for-me screen: guests get the login prompt; members get their skin type (which they
 * can change: it is saved and the list follows) and the recommended products as the catalog's
 * cards. Product text goes in as text, never markup; badges use the catalog's fixed labels.
 */
import { badgesHtml } from '../../../shared/catalog/badges';
import { productPath } from '../../../shared/catalog/paths';
import { formatWon } from '../../../shared/format';
import type { ProductCard } from '../../../shared/schemas/display-calls';
import { SKIN_TYPES, type GetForMeProductListResponse, type SaveSkinTypeResponse, type SkinType } from '../../../shared/schemas/for-me-calls';
import { checkLoggedIn } from '../../chrome/session';
import { ApiError, apiRequest, UNKNOWN_ERROR_MESSAGE } from '../../lib/api-client';

export const LIST_PATH = '/dp/display/product/v1/getForMeProductList';
export const SAVE_PATH = '/cu/customer/support/v1/saveSkinType';

export interface ForMeDeps {
  loggedIn: () => Promise<boolean>;
  request: <T>(path: string, body: unknown) => Promise<T>;
}

const DEFAULT_DEPS: ForMeDeps = { loggedIn: checkLoggedIn, request: (path, body) => apiRequest(path, { method: 'POST', body }) };

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** A card like the catalog's `ProductCard.astro`. */
export function cardOf(product: ProductCard): HTMLLIElement {
  const item = element('li', 'pcard');
  const link = element('a', 'pcard__link');
  link.href = productPath(product.productCode);
  const media = element('span', 'pcard__media');
  const image = element('img', '');
  Object.assign(image, { src: product.imageUrl, alt: product.imageAlt, width: 160, height: 160, loading: 'lazy', decoding: 'async' });
  media.append(image);
  if (product.soldOutYn === 'Y') media.append(element('span', 'pcard__soldout', '품절'));
  const price = element('span', 'price');
  if (product.dcRate > 0) price.append(element('span', 'price__rate', `${product.dcRate}%`), element('span', 'visually-hidden', '정가'), element('del', 'price__list', formatWon(product.cnsmAmt)));
  price.append(element('span', 'visually-hidden', '판매가'), element('strong', 'price__sale', formatWon(product.saleAmt)));
  const badges = element('span', 'product-badges');
  badges.innerHTML = badgesHtml(product.badges);
  link.append(media, element('span', 'pcard__brand', product.brandNm), element('span', 'pcard__name', product.prdNm), price, badges);
  item.append(link);
  return item;
}

/** The status line above the list. */
export function statusText(data: GetForMeProductListResponse['data']): string {
  const who = [data.ageGroup, data.skinType ? `${SKIN_TYPES[data.skinType]} 피부` : null].filter(Boolean).join(' · ');
  if (data.items.length === 0) return '지금은 추천할 상품이 없습니다. 잠시 후 다시 확인해 주세요.';
  if (!data.skinType) return `피부 타입을 고르면 더 꼭 맞게 추천해 드립니다.${who ? ` 지금은 ${who} 고객이 많이 찾는 상품입니다.` : ''}`;
  return `${who} 고객님을 위한 추천 상품 ${data.items.length}개`;
}

export async function startForMe(root: HTMLElement, deps: ForMeDeps = DEFAULT_DEPS): Promise<void> {
  const status = root.querySelector<HTMLElement>('[data-for-me-status]');
  const list = root.querySelector<HTMLElement>('[data-for-me-list]');
  const form = root.querySelector<HTMLFormElement>('[data-for-me-skin]');
  const show = (state: 'guest' | 'member' | 'error', message = '') => {
    root.dataset.state = state;
    root.querySelector<HTMLElement>('[data-for-me-guest]')?.toggleAttribute('hidden', state !== 'guest');
    form?.toggleAttribute('hidden', state !== 'member');
    list?.toggleAttribute('hidden', state !== 'member');
    if (status) {
      status.textContent = message;
      status.hidden = state === 'guest';
    }
  };
  const failed = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'LOGIN_REQUIRED') show('guest');
    else show('error', error instanceof ApiError ? error.message : UNKNOWN_ERROR_MESSAGE);
  };
  const load = async (skinType?: SkinType) => {
    const answer = await deps.request<GetForMeProductListResponse>(LIST_PATH, skinType ? { skinType } : {});
    list?.replaceChildren(...answer.data.items.map(cardOf));
    const checked = form?.querySelector<HTMLInputElement>(`input[value="${answer.data.skinType ?? ''}"]`);
    if (checked) checked.checked = true;
    show('member', statusText(answer.data));
  };

  if (!(await deps.loggedIn())) return show('guest');
  form?.addEventListener('change', async (event) => {
    const skinType = (event.target as HTMLInputElement).value as SkinType;
    if (status) status.textContent = '추천 상품을 다시 고르는 중입니다…';
    try {
      await deps.request<SaveSkinTypeResponse>(SAVE_PATH, { skinType });
      await load(skinType);
    } catch (error) {
      failed(error);
    }
  });
  try {
    await load();
  } catch (error) {
    failed(error);
  }
}
