/**
 * Shoppers' reports of a review as the operators' queue sees them (ADR 020): the open ones (since
 * the last decision) with how many gave each reason, and closing them when an operator decides.
 */
import type { ReportReason } from '#shared/reviews/review-rules';

export interface OpenReports {
  openReportCnt: number;
  reportReasons: { reasonCd: ReportReason; cnt: number }[];
}

const NONE: OpenReports = { openReportCnt: 0, reportReasons: [] };

/** The open reports of each of `reviewNos`; a review without any is absent. */
export async function openReportsOf(db: D1Database, reviewNos: readonly number[]): Promise<Map<number, OpenReports>> {
  const found = new Map<number, OpenReports>();
  if (reviewNos.length === 0) return found;
  const { results } = await db
    .prepare(
      `SELECT review_no, reason_cd, COUNT(*) AS cnt FROM review_reports
        WHERE decided_at IS NULL AND review_no IN (SELECT value FROM json_each(?))
        GROUP BY review_no, reason_cd ORDER BY review_no, cnt DESC, reason_cd`,
    )
    .bind(JSON.stringify(reviewNos))
    .all<{ review_no: number; reason_cd: ReportReason; cnt: number }>();
  for (const row of results) {
    const reports = found.get(row.review_no) ?? { openReportCnt: 0, reportReasons: [] };
    reports.openReportCnt += row.cnt;
    reports.reportReasons.push({ reasonCd: row.reason_cd, cnt: row.cnt });
    found.set(row.review_no, reports);
  }
  return found;
}

export const openReportsIn = (found: Map<number, OpenReports>, reviewNo: number): OpenReports => found.get(reviewNo) ?? NONE;

/** Closes the review's open reports: an operator has decided on them. */
export const closeReports = (db: D1Database, reviewNo: number, now: number) =>
  db.prepare('UPDATE review_reports SET decided_at = ? WHERE review_no = ? AND decided_at IS NULL').bind(now, reviewNo);

/** The WHERE part that keeps published reviews with open reports, and orders them oldest report first. */
export const REPORTED_REVIEW = `r.status = 'PUBLISHED' AND r.review_no IN (SELECT review_no FROM review_reports WHERE decided_at IS NULL)`;
export const OLDEST_OPEN_REPORT = '(SELECT MIN(rr.created_at) FROM review_reports rr WHERE rr.review_no = r.review_no AND rr.decided_at IS NULL)';
