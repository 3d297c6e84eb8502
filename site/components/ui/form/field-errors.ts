/**
 * The form recipe's core (ADR 014), free of any framework: rules give each field its Korean
 * message, a gateway refusal is placed on the fields it names (its `fields`, or a code that
 * belongs to one field), and anything else becomes the form's own message. The React hook and
 * the DOM binding of the script-budget screens both build on it.
 */
import { ApiError, UNKNOWN_ERROR_MESSAGE } from '#lib/api-client';

/** Field name → its Korean message; a field without one is fine. */
export type FieldErrors = Record<string, string>;

/** One rule per field, as `shared/validation` writes them: the message, or null when fine. */
export type FieldRules<V> = { [K in keyof V]?: (value: V[K], values: V) => string | null };

/** Every failing field of `values` under `rules`, in the rules' order. */
export function checkFields<V extends object>(rules: FieldRules<V>, values: V): FieldErrors {
  const errors: FieldErrors = {};
  for (const key of Object.keys(rules) as (keyof V & string)[]) {
    const message = rules[key]?.(values[key], values);
    if (message) errors[key] = message;
  }
  return errors;
}

/** Where a refusal belongs: on fields, or as the form's message. */
export interface PlacedRefusal {
  fields: FieldErrors;
  formMessage: string | null;
}

/**
 * Places a failed call: the gateway's `fields` (`a.b` → field `a`) on the form's fields, a code
 * listed in `fieldOf` on that field, anything else (a network failure too) as the form message.
 */
export function placeRefusal(error: unknown, known: readonly string[], fieldOf: Readonly<Record<string, string>> = {}): PlacedRefusal {
  const message = error instanceof Error && error.message ? error.message : UNKNOWN_ERROR_MESSAGE;
  if (!(error instanceof ApiError)) return { fields: {}, formMessage: message };
  const fields: FieldErrors = {};
  for (const [path, text] of Object.entries(error.fields)) {
    const name = path.split('.')[0];
    if (known.includes(name) && !fields[name]) fields[name] = text;
  }
  const field = fieldOf[error.code];
  if (field && known.includes(field)) fields[field] = message;
  if (Object.keys(fields).length > 0) return { fields, formMessage: null };
  return { fields: {}, formMessage: message };
}

/** Moves focus to the first invalid control in document order, so keyboard and screen-reader users land on it. */
export function focusFirstInvalid(form: ParentNode | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
