/**
 * A row of toggle chips where one is chosen (포인트 구분, 쿠폰 상태): buttons with `aria-pressed`
 * inside a named group, the chosen one filled.
 */
import type { ReactNode } from 'react';
import './chip-group.css';
import './outlined.css';

interface Props<T extends string> {
  /** The group's name for screen readers, e.g. "쿠폰 상태". */
  label: string;
  options: readonly { value: T; label: ReactNode }[];
  value: T;
  onSelect: (value: T) => void;
}

export function ChipGroup<T extends string>({ label, options, value, onSelect }: Props<T>) {
  return (
    <div className="ui-chips" role="group" aria-label={label}>
      {options.map((option) => (
        <button key={option.value} type="button" className="ui-outlined" aria-pressed={option.value === value} onClick={() => onSelect(option.value)}>
          {option.label}
        </button>
      ))}
    </div>
  );
}
