/**
 * A line's quantity: − and + around a number field. + stops at the line's most (stock and the
 * product's limit); a typed number is sent as it is when the field is left, and the gateway caps it.
 */
import { useEffect, useState } from 'react';

interface Props {
  name: string;
  qty: number;
  maxQty: number;
  disabled: boolean;
  onChange: (qty: number) => void;
}

export function QuantityStepper({ name, qty, maxQty, disabled, onChange }: Props) {
  const [draft, setDraft] = useState(String(qty));
  useEffect(() => setDraft(String(qty)), [qty]);
  const commit = () => {
    const next = Math.trunc(Number(draft));
    if (!Number.isFinite(next) || next < 1) return setDraft(String(qty));
    if (next !== qty) onChange(Math.min(next, 999));
  };
  return (
    <div className="cart-stepper">
      <button type="button" aria-label={`${name} 수량 줄이기`} disabled={disabled || qty <= 1} onClick={() => onChange(qty - 1)}>
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={Math.max(1, maxQty)}
        aria-label={`${name} 수량`}
        value={draft}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
      <button type="button" aria-label={`${name} 수량 늘리기`} disabled={disabled || qty >= maxQty} onClick={() => onChange(qty + 1)}>
        +
      </button>
    </div>
  );
}
