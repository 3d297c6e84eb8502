/**
 * One labelled control of a form (ADR 014): the label, the control, and its message tied to it by
 * `aria-describedby` and `aria-invalid` (see `fieldProps`). Messages go in as text only.
 */
import type { ReactNode } from 'react';
import './form.css';

interface Props {
  id: string;
  label: string;
  error?: string;
  /** A line of help under the control. */
  hint?: string;
  children: ReactNode;
}

/** The id of a field's message element. */
export const messageId = (id: string) => `${id}-message`;

/** What a control needs to be tied to its field's message. */
export function fieldProps(id: string, error?: string) {
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? messageId(id) : undefined };
}

export function Field({ id, label, error, hint, children }: Props) {
  return (
    <div className="ui-field">
      <label className="ui-field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {hint && <p className="ui-field__hint">{hint}</p>}
      {error && (
        <p className="ui-field__message" id={messageId(id)}>
          {error}
        </p>
      )}
    </div>
  );
}
