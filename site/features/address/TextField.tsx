/** One labelled text input of the address form, with its inline Korean message. */
import type { HTMLAttributes, RefObject } from 'react';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  maxLength?: number;
  placeholder?: string;
  type?: 'text' | 'tel';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  inputRef?: RefObject<HTMLInputElement | null>;
}

export function TextField({ id, label, value, onChange, error, type = 'text', inputRef, ...rest }: Props) {
  const messageId = `${id}-message`;
  return (
    <div className="addr-field">
      <label className="addr-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        ref={inputRef}
        className="addr-input"
        type={type}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? messageId : undefined}
        onChange={(event) => onChange(event.target.value)}
        {...rest}
      />
      <FieldMessage id={messageId} message={error} />
    </div>
  );
}

/** The failed rule of a field, read out with it (aria-describedby). */
export function FieldMessage({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p className="addr-message" id={id}>
      {message}
    </p>
  ) : null;
}
