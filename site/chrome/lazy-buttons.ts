/**
 * Button code fetched only when it is needed (담기, 찜하기): at the first sign that a shopper is
 * about to use such a button (a pointer going down on it, or focus reaching it), or earlier when
 * `eagerWhen` says so (a member's hearts must show what they already wished). A tap that lands
 * before the code arrives is held and replayed once the buttons have started, so nothing is lost
 * and pages whose buttons are never touched download none of it.
 */

export interface LazyButtonOptions {
  root?: Document;
  /** Calls `loadNow` when the code is wanted before any tap. */
  eagerWhen?: (loadNow: () => void) => void;
}

const INTENT_EVENTS = ['pointerdown', 'focusin'] as const;

/** Loads `load` when a `selector` button is about to be used; `load` answers the function that starts the buttons. */
export function startLazyButtons(selector: string, load: () => Promise<() => void>, options: LazyButtonOptions = {}): void {
  const root = options.root ?? document;
  if (!root.querySelector(selector)) return;
  const held: HTMLElement[] = [];
  const matching = (event: Event) => (event.target instanceof Element ? event.target.closest<HTMLElement>(selector) : null);
  const hold = (event: MouseEvent) => {
    const button = matching(event);
    if (!button) return;
    // Not yet: keep the tap from doing anything else (a card's link, a form) until it is replayed.
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!held.includes(button)) held.push(button);
    loadNow();
  };
  const intent = (event: Event) => {
    if (matching(event)) loadNow();
  };
  const stopHolding = () => {
    root.removeEventListener('click', hold, true);
    for (const type of INTENT_EVENTS) root.removeEventListener(type, intent, true);
  };
  let loading = false;
  function loadNow(): void {
    if (loading) return;
    loading = true;
    void load()
      .then((start) => {
        stopHolding();
        start();
        for (const button of held.splice(0)) button.click();
      })
      // A chunk that fails to load is the reload guard's business; the buttons must not stay frozen.
      .catch(stopHolding);
  }
  root.addEventListener('click', hold, true);
  for (const type of INTENT_EVENTS) root.addEventListener(type, intent, true);
  options.eagerWhen?.(loadNow);
}
