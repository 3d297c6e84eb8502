/**
 * Draws the for-me screen: guests get the login prompt; members get their skin type (which they
 * can change: it is saved and the list follows) and the recommended products as the catalog's
 * cards (`../catalog/product-card-dom.ts`), each list drawn being GA4's `view_item_list` of `for-me`.
 * The page fetches this module for members only (ForMeScreen.astro): a guest's prompt is `for-me-state.ts`.
 */
import { SKIN_TYPES, type SkinType } from '#shared/catalog/skin-types';
import type { GetForMeProductListResponse, SaveSkinTypeResponse } from '#shared/schemas/for-me-calls';
import { checkLoggedIn } from '#chrome/session';
import { FOR_ME_ROUTES } from '#shared/schemas/for-me-routes';
import { messageOf } from '#components/ui/message-of.ts';
import { ApiError, callApi } from '#lib/api-client';
import { reportItemList } from '../analytics/item-lists';
import { productCardElement } from '../catalog/product-card-dom';
import { showForMe, type ForMeState } from './for-me-state';

export interface ForMeDeps {
  loggedIn: () => Promise<boolean>;
  /** The recommendations: for `skinType`, or for the stored one when it is not given. */
  list: (skinType?: SkinType) => Promise<GetForMeProductListResponse>;
  save: (skinType: SkinType) => Promise<SaveSkinTypeResponse>;
}

const DEFAULT_DEPS: ForMeDeps = {
  loggedIn: checkLoggedIn,
  list: (skinType) => callApi(FOR_ME_ROUTES.getForMeProductList, skinType ? { skinType } : {}),
  save: (skinType) => callApi(FOR_ME_ROUTES.saveSkinType, { skinType }),
};

/** The status line above the list. */
export function statusText(data: GetForMeProductListResponse['data']): string {
  const who = [data.ageGroup, data.skinType ? `${SKIN_TYPES[data.skinType]} 피부` : null].filter(Boolean).join(' · ');
  if (data.items.length === 0) return '지금은 추천할 상품이 없습니다. 잠시 후 다시 확인해 주세요.';
  if (!data.skinType) return `피부 타입을 고르면 더 꼭 맞게 추천해 드립니다.${who ? ` 지금은 ${who} 고객이 많이 찾는 상품입니다.` : ''}`;
  return `${who} 고객님을 위한 추천 상품 ${data.items.length}개`;
}

/** Starts the screen; `first` is the member's list when the page asked for it while this module was on its way. */
export async function startForMe(root: HTMLElement, deps: ForMeDeps = DEFAULT_DEPS, first?: Promise<GetForMeProductListResponse>): Promise<void> {
  const status = root.querySelector<HTMLElement>('[data-for-me-status]');
  const list = root.querySelector<HTMLElement>('[data-for-me-list]');
  const form = root.querySelector<HTMLFormElement>('[data-for-me-skin]');
  const show = (state: ForMeState, message = '') => showForMe(root, state, message);
  const failed = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'LOGIN_REQUIRED') show('guest');
    else show('error', messageOf(error));
  };
  const load = async (skinType?: SkinType, answered = deps.list(skinType ?? undefined)) => {
    const answer = await answered;
    if (list) {
      list.replaceChildren(...answer.data.items.map((item, at) => productCardElement(item, undefined, at + 1)));
      reportItemList(list);
    }
    const checked = form?.querySelector<HTMLInputElement>(`input[value="${answer.data.skinType ?? ''}"]`);
    if (checked) checked.checked = true;
    show('member', statusText(answer.data));
  };

  if (!(await deps.loggedIn())) return show('guest');
  form?.addEventListener('change', async (event) => {
    const skinType = (event.target as HTMLInputElement).value as SkinType;
    if (status) status.textContent = '추천 상품을 다시 고르는 중입니다…';
    try {
      await deps.save(skinType);
      await load(skinType);
    } catch (error) {
      failed(error);
    }
  });
  try {
    await load(undefined, first);
  } catch (error) {
    failed(error);
  }
}
