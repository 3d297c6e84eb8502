/**
 * The API's values in react-admin's inputs and back (`format`/`parse`). Moments are Korean
 * wall-clock (yyyyMMddHHmmss) and a `datetime-local` input is wall-clock too, so a browser set to
 * another time zone still schedules in Korean time.
 */
const INPUT_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** yyyyMMddHHmmss → 2026-11-25T09:30. react-admin formats an already formatted value again, which stays. */
export function dttmToInput(value: unknown): string {
  if (typeof value !== 'string') return '';
  if (INPUT_MOMENT.test(value)) return value.slice(0, 16);
  return /^\d{14}$/.test(value) ? `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}T${value.slice(8, 10)}:${value.slice(10, 12)}` : '';
}

/** 2026-11-25T09:30 → 20261125093000; an empty input is no moment. */
export const inputToDttm = (value: unknown) => (typeof value === 'string' && INPUT_MOMENT.test(value) ? `${value.slice(0, 16).replace(/[-T:]/g, '')}00` : null);

/** Y/N flags as a switch. */
export const ynToBoolean = (value: unknown) => value === 'Y';
export const booleanToYn = (value: unknown) => (value ? 'Y' : 'N');
