/**
 * A search period: month tabs and 직접입력 with a start and end day (the order list, the point
 * history). The gateway checks the range (at most a year, start not after end) and answers in
 * Korean; this only collects it.
 */
import { useState, type FormEvent } from 'react';
import type { OrderPeriod } from '#shared/schemas/order-history-calls';
import './period-filter.css';

/** A period as the calls take it: a tab, or a custom `yyyyMMdd` range. */
export interface PeriodValue {
  period?: OrderPeriod;
  fromDt?: string;
  toDt?: string;
}

interface Props {
  value: PeriodValue;
  tabs: readonly { period: OrderPeriod; label: string }[];
  /** The tab meant when none is chosen. */
  defaultPeriod: OrderPeriod;
  onChange: (value: PeriodValue) => void;
}

/** `2026-03-01` (a date input) → `20260301`; '' when empty. */
export const fromDateInput = (value: string) => value.replace(/-/g, '');
/** `20260301` → `2026-03-01`; '' when not 8 digits. */
export const toDateInput = (value: string | undefined) => (value && /^\d{8}$/.test(value) ? `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6)}` : '');

export function PeriodFilter({ value, tabs, defaultPeriod, onChange }: Props) {
  const custom = Boolean(value.fromDt && value.toDt);
  const [open, setOpen] = useState(custom);
  const [from, setFrom] = useState(toDateInput(value.fromDt));
  const [to, setTo] = useState(toDateInput(value.toDt));
  const active = custom ? null : (value.period ?? defaultPeriod);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ fromDt: fromDateInput(from), toDt: fromDateInput(to) });
  };
  return (
    <>
      <div className="period-filter__tabs" role="group" aria-label="조회 기간">
        {tabs.map((tab) => (
          <button
            key={tab.period}
            type="button"
            className="period-filter__tab"
            aria-pressed={active === tab.period}
            onClick={() => {
              setOpen(false);
              onChange({ period: tab.period });
            }}
          >
            {tab.label}
          </button>
        ))}
        <button type="button" className="period-filter__tab" aria-pressed={custom} aria-expanded={open} onClick={() => setOpen(!open)}>
          직접입력
        </button>
      </div>
      {open ? (
        <form className="period-filter__range" onSubmit={submit}>
          <input type="date" aria-label="조회 시작일" value={from} required onChange={(event) => setFrom(event.target.value)} />
          <span aria-hidden="true">~</span>
          <input type="date" aria-label="조회 종료일" value={to} required onChange={(event) => setTo(event.target.value)} />
          <button className="period-filter__search" type="submit">
            조회
          </button>
        </form>
      ) : null}
    </>
  );
}
