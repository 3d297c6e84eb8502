/**
 * Button code fetched only on pages that have such buttons (담기, 찜하기). A tap that lands
 * before the code arrives would do nothing, so taps are held until it has started and then
 * replayed once each, in order.
 */

/** Loads `load` when `selector` matches something; `load` answers the function that starts the buttons. */
export function startLazyButtons(selector: string, load: () => Promise<() => void>, root: Document = document): void {
  if (!root.querySelector(selector)) return;
  const held: HTMLElement[] = [];
  const hold = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>(selector) : null;
    if (!button) return;
    // Not yet: keep the tap from doing anything else (a card's link, a form) until it is replayed.
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!held.includes(button)) held.push(button);
  };
  root.addEventListener('click', hold, true);
  void load()
    .then((start) => {
      root.removeEventListener('click', hold, true);
      start();
      for (const button of held.splice(0)) button.click();
    })
    // A chunk that fails to load is the reload guard's business; the buttons must not stay frozen.
    .catch(() => root.removeEventListener('click', hold, true));
}
