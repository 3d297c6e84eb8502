/** Korean dates and times, by hand for the reasons `../format.ts` gives. */

/** Parts of a 14- or 12-digit yyyyMMddHHmm(ss) string; null when it is not one. */
export function parseDttm(value: string): { year: number; month: number; day: number; hour: number; minute: number; second: number } | null {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})?$/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute, second = 0] = match.slice(1).map((part) => Number(part ?? 0));
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) return null;
  return { year, month, day, hour, minute, second };
}

const DAY_NAMES = ['일', '월', '화', '수', '목', '금', '토'];

/** `13`, `5` → `오후 1:05`. */
export function formatTimeOfDay(hour: number, minute: number): string {
  const period = hour < 12 ? '오전' : '오후';
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${period} ${twelve}:${String(minute).padStart(2, '0')}`;
}

/** `20261122130500` → `2026년 11월 22일(일) 오후 1:05`; the text itself when it is not a date-time. */
export function formatDttm(value: string, options: { weekday?: boolean; time?: boolean } = {}): string {
  const parts = parseDttm(value);
  if (!parts) return value;
  const { weekday = true, time = true } = options;
  const dayName = DAY_NAMES[new Date(Date.UTC(parts.year, parts.month - 1, parts.day)).getUTCDay()];
  const date = `${parts.year}년 ${parts.month}월 ${parts.day}일${weekday ? `(${dayName})` : ''}`;
  return time ? `${date} ${formatTimeOfDay(parts.hour, parts.minute)}` : date;
}

/** Korea has no daylight saving time: KST is always UTC+9. */
export const KST_OFFSET_MS = 9 * 60 * 60 * 1000;

/** The instant (ms since epoch) the Korean calendar day holding `instant` starts. */
export function kstDayStart(instant: number): number {
  const DAY_MS = 24 * 60 * 60 * 1000;
  return Math.floor((instant + KST_OFFSET_MS) / DAY_MS) * DAY_MS - KST_OFFSET_MS;
}

/** A 14-digit yyyyMMddHHmmss in Korean time for an instant. */
export function toDttm14(instant: Date | number): string {
  const date = new Date((typeof instant === 'number' ? instant : instant.getTime()) + KST_OFFSET_MS);
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}`;
}

/** `20261122130500` → `2026-11-22` (a `<time datetime>`, a JSON-LD date). */
export function dttmToIsoDate(value: string): string {
  return `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}`;
}

/** The instant (ms since epoch) of a 12/14-digit Korean-time string; NaN when it is not one. */
export function dttmToEpoch(value: string): number {
  const parts = parseDttm(value);
  if (!parts) return Number.NaN;
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second) - KST_OFFSET_MS;
}
