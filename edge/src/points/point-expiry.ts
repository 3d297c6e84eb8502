/**
 * The scheduled side of beauty points: what is left of credits past their expiry
 * goes (an EXPIRE line), and members are told in their inbox 30 and 3 days before points expire.
 * Each credit is expired and announced once; a run handles a bounded number of members.
 */
import { formatDttm, formatNumber, toDttm14 } from '#shared/format';
import { sitePath } from '#shared/site-path';
import { inboxInsert } from '../gateway/mypage/inbox';
import { EXPIRY_SUMS_SQL, expiringAmount, type ExpirySums } from './point-balance';

const DAY_MS = 86_400_000;
/** Members a run handles per step; the next run (10 minutes later) takes the rest. */
const MEMBERS_PER_RUN = 200;
/** The warnings: days before expiry, and the column that remembers each was sent. */
// The 30-day warning covers credits 3 to 30 days away, so a credit found closer gets one warning.
export const EXPIRY_NOTICES = [
  { days: 30, after: 3, column: 'notice30_at' },
  { days: 3, after: 0, column: 'notice3_at' },
] as const;

interface MemberSums extends ExpirySums {
  incs_no: number;
  rmn_pt: number;
  first_expiry: number;
}

/** Per member with credits matching `credits` (a condition on point_history), the sums at `at`. */
async function sumsFor(db: D1Database, credits: string, at: number, now: number): Promise<MemberSums[]> {
  const { results } = await db
    .prepare(
      `SELECT h.incs_no, c.rmn_pt, ${EXPIRY_SUMS_SQL},
              (SELECT MIN(expires_at) FROM point_history x WHERE x.incs_no = h.incs_no AND ${credits.replaceAll('h.', 'x.')}) AS first_expiry
       FROM point_history h JOIN customers c ON c.incs_no = h.incs_no
       WHERE h.incs_no IN (SELECT DISTINCT h.incs_no FROM point_history h WHERE ${credits} LIMIT ${MEMBERS_PER_RUN})
       GROUP BY h.incs_no`,
    )
    .bind(at, now)
    .all<MemberSums>();
  return results;
}

/** Expires what is left of credits past their expiry; answers the points expired. */
export async function expirePoints(db: D1Database, now = Date.now()): Promise<number> {
  const due = 'h.expires_at <= ?2 AND h.settled_at IS NULL';
  let total = 0;
  for (const member of await sumsFor(db, due, now, now)) {
    const amount = expiringAmount(member, member.rmn_pt);
    const statements = [
      db.prepare('UPDATE point_history SET settled_at = ?1 WHERE incs_no = ?2 AND expires_at <= ?1 AND settled_at IS NULL').bind(now, member.incs_no),
    ];
    if (amount > 0) {
      statements.unshift(
        db.prepare('UPDATE customers SET rmn_pt = rmn_pt - ?1 WHERE incs_no = ?2 AND rmn_pt >= ?1').bind(amount, member.incs_no),
        db
          .prepare("INSERT INTO point_history (incs_no, delta, reason, memo, created_at) SELECT ?1, ?2, 'EXPIRE', '유효기간 만료', ?3 WHERE changes() = 1")
          .bind(member.incs_no, -amount, now),
      );
      total += amount;
    }
    await db.batch(statements);
  }
  return total;
}

/** Tells members whose points expire within 30 (or 3) days, once per credit; answers the messages posted. */
export async function announceExpiringPoints(db: D1Database, now = Date.now()): Promise<number> {
  let posted = 0;
  for (const notice of EXPIRY_NOTICES) {
    const until = now + notice.days * DAY_MS;
    const from = now + notice.after * DAY_MS;
    const pending = `h.expires_at > ?2 + ${notice.after * DAY_MS} AND h.expires_at <= ?1 AND h.settled_at IS NULL AND h.${notice.column} IS NULL`;
    for (const member of await sumsFor(db, pending, until, now)) {
      const amount = expiringAmount(member, member.rmn_pt);
      const statements = [
        db
          .prepare(
            `UPDATE point_history SET ${notice.column} = ?1 WHERE incs_no = ?2 AND expires_at > ?4 AND expires_at <= ?3 AND settled_at IS NULL AND ${notice.column} IS NULL`,
          )
          .bind(now, member.incs_no, until, from),
      ];
      if (amount > 0) {
        const date = formatDttm(toDttm14(member.first_expiry), { time: false });
        statements.push(
          inboxInsert(
            db,
            member.incs_no,
            {
              kind: 'POINT',
              title: `${notice.days}일 이내 소멸 예정 뷰티포인트 안내`,
              body: `뷰티포인트 ${formatNumber(amount)}P가 ${date}부터 차례로 소멸됩니다. 소멸 전에 사용해 주세요.`,
              link: sitePath('cu/mypage/beauty-point'),
            },
            now,
          ),
        );
        posted += 1;
      }
      await db.batch(statements);
    }
  }
  return posted;
}
