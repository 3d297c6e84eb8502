/**
 * How dated offers (events, sample-market items) word their periods and prices, for the build's
 * campaign screens and the worker's string renderers alike.
 */
import { dttmToEpoch, formatDttm, formatWon } from '../format';

/** `11월 23일(월)`; the text itself when it is not a date-time. */
export function formatMonthDay(dttm: string): string {
  const full = formatDttm(dttm, { time: false });
  return full.replace(/^\d{4}년 /, '');
}

/** `2026년 11월 1일(일) ~ 11월 30일(월)`: the end leaves out a year it shares with the start. */
export function formatPeriod(startDttm: string, endDttm: string): string {
  const sameYear = startDttm.slice(0, 4) === endDttm.slice(0, 4);
  const end = sameYear ? formatMonthDay(endDttm) : formatDttm(endDttm, { time: false });
  return `${formatDttm(startDttm, { time: false })} ~ ${end}`;
}

/** Epoch ms of a date-time, printed into data attributes for the browser's status labels. */
export function epochAttr(dttm: string): string {
  return String(dttmToEpoch(dttm));
}

/** `1,500P`: a price in beauty points. */
export function formatPoints(points: number): string {
  return `${formatWon(points).slice(0, -1)}P`;
}
