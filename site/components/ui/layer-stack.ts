/**
 * The one stack of modal layers (ADR 013): the chrome's alerts and the islands' dialogs both open
 * here, so an alert over a dialog, or a dialog over an alert, behaves the same way. The top layer
 * alone takes input (the ones below are inert), Tab stays inside it, Escape goes to it, the page
 * behind cannot scroll while any layer is open, and closing a layer gives focus back to where it
 * was, or to where the layer below it would have. DOM only: every page's script carries it.
 */

export interface LayerOptions {
  /** Called when Escape is pressed while this layer is on top. */
  onEscape?: () => void;
}

interface Layer {
  root: HTMLElement;
  options: LayerOptions;
  /** Where focus was when this layer opened. */
  returnFocus: Element | null;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
const LOCK_CLASS = 'scroll-locked';

const layers: Layer[] = [];
let listening = false;
/** Whether <body> was locked by someone else before the first layer, so the last close leaves it. */
let lockedBefore = false;

/** The focusable controls inside `root`, in document order. */
export function focusablesIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
}

function onKeydown(event: KeyboardEvent): void {
  const top = layers[layers.length - 1];
  if (!top) return;
  if (event.key === 'Escape' && top.options.onEscape) {
    event.preventDefault();
    event.stopPropagation();
    top.options.onEscape();
  } else if (event.key === 'Tab') {
    trapTab(event, top.root);
  }
}

/** aria-modal promises that focus stays in the dialog, so Tab cycles through its controls. */
function trapTab(event: KeyboardEvent, root: HTMLElement): void {
  const controls = focusablesIn(root);
  const first = controls[0];
  const last = controls[controls.length - 1];
  const active = document.activeElement;
  const outside = !root.contains(active);
  if (event.shiftKey && (active === first || outside)) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first?.focus();
  }
}

/** Only the top layer takes input; the ones below wait their turn. */
function refreshInert(): void {
  layers.forEach((layer, index) => layer.root.toggleAttribute('inert', index < layers.length - 1));
}

/** Puts `root` on top of the stack; returns the function that takes it off again. */
export function openLayer(root: HTMLElement, options: LayerOptions = {}): () => void {
  if (!listening) {
    listening = true;
    document.addEventListener('keydown', onKeydown);
  }
  if (layers.length === 0) {
    lockedBefore = document.body.classList.contains(LOCK_CLASS);
    document.body.classList.add(LOCK_CLASS);
  }
  const layer: Layer = { root, options, returnFocus: document.activeElement };
  layers.push(layer);
  refreshInert();
  return () => closeLayer(layer);
}

function closeLayer(layer: Layer): void {
  const index = layers.indexOf(layer);
  if (index === -1) return;
  layers.splice(index, 1);
  // A layer opened from this one gives focus back to where this one would have.
  for (const other of layers) {
    if (other.returnFocus && layer.root.contains(other.returnFocus)) other.returnFocus = layer.returnFocus;
  }
  layer.root.removeAttribute('inert');
  refreshInert();
  const hadFocus = layer.root.contains(document.activeElement) || document.activeElement === document.body || document.activeElement === null;
  const back = layer.returnFocus;
  if (hadFocus && back instanceof HTMLElement && back.isConnected) back.focus();
  if (layers.length === 0 && !lockedBefore) document.body.classList.remove(LOCK_CLASS);
}

/** How many layers are open (tests, and code that must wait for the page to be free). */
export function openLayerCount(): number {
  return layers.length;
}
