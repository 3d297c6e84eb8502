/** Small DOM builders for the review list: text always goes in as textContent, never as markup. */

export function el<K extends keyof HTMLElementTagNameMap>(tag: K, className = '', text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (node instanceof HTMLButtonElement) node.type = 'button';
  if (text !== undefined) node.textContent = text;
  return node;
}

/** A checkbox chip with its label: `<label><input type=checkbox name value> text</label>`. */
export function chip(name: string, value: string, text: string): HTMLLabelElement {
  const label = el('label', 'rv-chip');
  const input = el('input');
  input.type = 'checkbox';
  input.name = name;
  input.value = value;
  label.append(input, document.createTextNode(text));
  return label;
}
