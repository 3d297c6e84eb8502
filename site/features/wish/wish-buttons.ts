/**
 * The hearts on product cards and the product detail's 찜하기 button: plain TS, no
 * React. `startWishButtons(root)` handles clicks on every `button[data-wish-toggle][data-inm-prd-no]`
 * under `root`, and marks the member's wished products pressed. A guest is asked to log in (the
 * login-required wording) and comes back to this page; a member's tap adds or removes the
 * product and every heart of it on the page follows. The modal is loaded on first use only.
 */
import { LOGIN_REQUIRED_TEXT, LOGIN_REQUIRED_TITLE, loginUrl } from '#features/member/login-question.ts';
import { checkLoggedIn } from '#chrome/session';
import { messageOf } from '#components/ui/message-of.ts';
import { ask, tell } from '#components/ui/tell.ts';
import { ApiError } from '#lib/api-client';
import { addWish, deleteWishes, fetchWishProductNos } from './wish-api';

export const WISH_BUTTON_SELECTOR = 'button[data-wish-toggle][data-inm-prd-no]';
/** Fired on `document` after a change, so other parts of the page (the wish screen) can follow. */
export const WISH_CHANGE_EVENT = 'nokcha:wish-change';

export interface WishChangeDetail {
  inmPrdNo: string;
  wished: boolean;
}

const started = new WeakSet<ParentNode>();
/** Product numbers being changed right now: a double tap sends one call. */
const busy = new Set<string>();
/** The member's wished products, asked once per page; null for a guest. */
let wished: Promise<Set<string> | null> | null = null;

function wishedProducts(): Promise<Set<string> | null> {
  wished ??= (async () => {
    if (!(await checkLoggedIn())) return null;
    try {
      return new Set(await fetchWishProductNos());
    } catch {
      // Unmarked hearts are the quiet fallback; a tap still works.
      return new Set<string>();
    }
  })();
  return wished;
}

/** Forgets what this page knew, for tests and after a login on the page. */
export function resetWishButtons(): void {
  wished = null;
  busy.clear();
}

function buttonsOf(root: ParentNode, inmPrdNo?: string): HTMLButtonElement[] {
  const selector = inmPrdNo ? `button[data-wish-toggle][data-inm-prd-no="${CSS.escape(inmPrdNo)}"]` : WISH_BUTTON_SELECTOR;
  return [...root.querySelectorAll<HTMLButtonElement>(selector)];
}

/** Presses or releases every heart of `inmPrdNo` on the page. */
function show(inmPrdNo: string, on: boolean): void {
  for (const button of buttonsOf(document, inmPrdNo)) button.setAttribute('aria-pressed', String(on));
}

/** Marks the hearts under `root`; `data-wish-ready` then says their state is the member's (tests wait for it). */
async function markWished(root: ParentNode): Promise<void> {
  const products = await wishedProducts();
  for (const button of buttonsOf(root)) {
    button.setAttribute('aria-pressed', String(products?.has(button.dataset.inmPrdNo ?? '') ?? false));
    button.setAttribute('data-wish-ready', '');
  }
}

async function askToLogIn(): Promise<void> {
  if (await ask({ title: LOGIN_REQUIRED_TITLE, text: LOGIN_REQUIRED_TEXT })) {
    location.assign(loginUrl({ url: new URL(location.href) }));
  }
}

async function toggle(button: HTMLButtonElement): Promise<void> {
  const inmPrdNo = button.dataset.inmPrdNo ?? '';
  if (busy.has(inmPrdNo)) return;
  busy.add(inmPrdNo);
  try {
    const products = await wishedProducts();
    if (!products) {
      await askToLogIn();
      return;
    }
    const on = button.getAttribute('aria-pressed') !== 'true';
    const { message } = on ? await addWish(inmPrdNo) : await deleteWishes([inmPrdNo]);
    if (on) products.add(inmPrdNo);
    else products.delete(inmPrdNo);
    show(inmPrdNo, on);
    document.dispatchEvent(new CustomEvent<WishChangeDetail>(WISH_CHANGE_EVENT, { detail: { inmPrdNo, wished: on } }));
    await tell(message, 'toast');
  } catch (error) {
    if (error instanceof ApiError && error.code === 'LOGIN_REQUIRED') {
      // The session ended on another tab: ask again as for a guest.
      wished = Promise.resolve(null);
      await askToLogIn();
      return;
    }
    if (error instanceof ApiError && error.code === 'WISH_ITEM_NOT_FOUND') show(inmPrdNo, false);
    await tell(messageOf(error));
  } finally {
    busy.delete(inmPrdNo);
  }
}

function onClick(event: Event): void {
  const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>(WISH_BUTTON_SELECTOR) : null;
  if (!button || button.disabled) return;
  // A heart may sit on a card's link: the tap is the heart's, never a navigation.
  event.preventDefault();
  event.stopPropagation();
  void toggle(button);
}

/** Handles the hearts under `root` (once per root) and marks the wished ones pressed. */
export function startWishButtons(root: ParentNode = document): void {
  if (!started.has(root)) {
    started.add(root);
    root.addEventListener('click', onClick);
  }
  void markWished(root);
}
