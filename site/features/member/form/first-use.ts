/**
 * Fetching a form's script on the shopper's first focus, touch or key in it: the form is
 * drawn by the page and the code it needs arrives while the shopper starts typing.
 */
const EVENTS = ['focusin', 'pointerdown', 'keydown'] as const;

/** Runs `start` once, on the first use of `form`. */
export function onFirstUse(form: HTMLFormElement, start: () => unknown): void {
  const begin = () => {
    for (const type of EVENTS) form.removeEventListener(type, begin);
    start();
  };
  for (const type of EVENTS) form.addEventListener(type, begin);
}

/**
 * Like `onFirstUse`, for forms whose script must handle what the shopper does: a submit or a
 * button press that comes before the script waits for it and is then done again through it.
 * Returns the function that starts the load, for callers that know the form is needed.
 */
export function loadOnFirstUse(form: HTMLFormElement, load: () => Promise<unknown>): () => Promise<unknown> {
  let loading: Promise<unknown> | null = null;
  let ready = false;
  const start = () => (loading ??= load().then(() => (ready = true)));
  onFirstUse(form, start);
  form.addEventListener('submit', (event) => {
    if (ready) return;
    event.preventDefault();
    void start().then(() => form.requestSubmit());
  });
  form.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button[type="button"]') : null;
    if (ready || !button) return;
    void start().then(() => button.click());
  });
  return start;
}
