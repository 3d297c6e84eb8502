/**
 * The one DOM helper of the scripts that draw in the browser, apart from the product cards
 * (`product-card-dom.ts`), so that a page drawing no card (쇼핑 기록) does not fetch the cards'
 * badges, paths and analytics item at startup.
 */

/** An element with a class and, optionally, its text. */
export function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}
