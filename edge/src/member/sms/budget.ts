/**
 * The shop-wide hourly SMS budget (ADR 035): `SMS_HOURLY_BUDGET` texts an hour at the most, so
 * many callers together cannot run up the bill. sends.ts enforces it; this keeps the hours in
 * which it refused texts, for the console's "SMS 발송 한도 초과" alert.
 */
import { optionalVar } from '../member-env';

/** Texts an hour when `SMS_HOURLY_BUDGET` is not set. */
export const DEFAULT_SMS_HOURLY_BUDGET = 500;

const HOUR_MS = 60 * 60 * 1000;
/** How long the console shows an overrun after its last refusal. */
const SHOWN_FOR_MS = 24 * HOUR_MS;

/** `SMS_HOURLY_BUDGET`: a whole number of texts an hour, at least 1; anything else is the default. */
export function smsHourlyBudget(env: object): number {
  const text = optionalVar(env, 'SMS_HOURLY_BUDGET');
  const budget = Number(text);
  return text !== '' && Number.isInteger(budget) && budget >= 1 ? budget : DEFAULT_SMS_HOURLY_BUDGET;
}

/** Records a text the budget refused; true for the hour's first, which the caller logs. */
export async function recordOverrun(db: D1Database, budget: number, now = Date.now()): Promise<boolean> {
  const row = await db
    .prepare(
      `INSERT INTO sms_budget_overruns (hour_start, budget, first_refused_at, last_refused_at, refused_cnt)
       VALUES (?1, ?2, ?3, ?3, 1)
       ON CONFLICT (hour_start) DO UPDATE SET
         budget = excluded.budget,
         last_refused_at = MAX(last_refused_at, excluded.last_refused_at),
         refused_cnt = refused_cnt + 1
       RETURNING refused_cnt AS refusedCnt`,
    )
    .bind(now - (now % HOUR_MS), budget, now)
    .first<{ refusedCnt: number }>();
  return row?.refusedCnt === 1;
}

/** The budget's refusals of the last day: the first and last, how many, and the latest budget. */
export interface SmsOverrun {
  firstRefusedAt: number;
  lastRefusedAt: number;
  refusedCnt: number;
  budget: number;
}

/** The last day's refusals, or null when the budget refused nothing. */
export async function recentOverrun(db: D1Database, now = Date.now()): Promise<SmsOverrun | null> {
  const row = await db
    .prepare(
      `SELECT MIN(first_refused_at) AS firstRefusedAt, MAX(last_refused_at) AS lastRefusedAt, SUM(refused_cnt) AS refusedCnt,
              (SELECT budget FROM sms_budget_overruns ORDER BY hour_start DESC LIMIT 1) AS budget
       FROM sms_budget_overruns WHERE last_refused_at > ?`,
    )
    .bind(now - SHOWN_FOR_MS)
    .first<{ firstRefusedAt: number | null; lastRefusedAt: number; refusedCnt: number; budget: number }>();
  return row && row.firstRefusedAt !== null ? { ...row, firstRefusedAt: row.firstRefusedAt } : null;
}
