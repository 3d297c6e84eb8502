/**
 * Attribute helpers for the catalog's string renderers: values are escaped, booleans are written
 * bare or left out, and JSON for `data-*` hooks is escaped as attribute text.
 */
import { escapeHtml } from '#shared/escape-html';

type AttributeValue = string | number | boolean | undefined | null;

/** ` name="value"` for each attribute with a value, ` name` for `true`, nothing for false, null or undefined. */
export function attrs(values: Readonly<Record<string, AttributeValue>>): string {
  let out = '';
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === false) continue;
    out += value === true ? ` ${name}` : ` ${name}="${escapeHtml(String(value))}"`;
  }
  return out;
}

/** `data` as JSON escaped for an attribute value (what `data-item` and friends carry). */
export const jsonAttr = (data: unknown) => escapeHtml(JSON.stringify(data));
