/**
 * Notices: published ones, pinned first on every page, the rest newest first, all searched by
 * words of the title or body (a pinned notice that does not match is not listed); one notice with
 * its neighbours in the same order.
 */
import { toDttm14 } from '#shared/format';
import { NOTICE_PAGE_SIZE } from '#shared/content/support-rules';
import type { NoticeBrief } from '#shared/schemas/support-calls';
import { escapeLike, queryWords } from '#shared/search/search-text';
import { GatewayError } from '../errors';
import { SqlParams } from '../display/product-sql';

interface NoticeRow {
  notice_no: number;
  title: string;
  body: string;
  pinned_yn: 'Y' | 'N';
  published_at: number;
}

const briefOf = (row: NoticeRow): NoticeBrief => ({
  noticeNo: row.notice_no,
  title: row.title,
  pinnedYn: row.pinned_yn,
  publishedDttm: toDttm14(row.published_at),
});
const BRIEF = 'notice_no, title, pinned_yn, published_at';

export async function listNotices(db: D1Database, keyword: string, page: number, now = Date.now()) {
  const params = new SqlParams();
  const clauses = [`status = 'PUBLISHED'`, `published_at <= ${params.add(now)}`];
  for (const word of queryWords(keyword)) {
    const like = params.add(`%${escapeLike(word)}%`);
    clauses.push(`(title LIKE ${like} ESCAPE '\\' OR body LIKE ${like} ESCAPE '\\')`);
  }
  const matching = clauses.join(' AND ');
  const where = `${matching} AND pinned_yn = 'N'`;
  const filters = [...params.values];
  const [pinned, rows, total] = await db.batch<unknown>([
    db.prepare(`SELECT ${BRIEF} FROM notices WHERE ${matching} AND pinned_yn = 'Y' ORDER BY published_at DESC`).bind(...filters),
    db
      .prepare(
        `SELECT ${BRIEF} FROM notices WHERE ${where} ORDER BY published_at DESC, notice_no DESC LIMIT ${params.add(NOTICE_PAGE_SIZE)} OFFSET ${params.add((page - 1) * NOTICE_PAGE_SIZE)}`,
      )
      .bind(...params.values),
    db.prepare(`SELECT COUNT(*) AS cnt FROM notices WHERE ${where}`).bind(...filters),
  ]);
  return {
    pinned: (pinned.results as NoticeRow[]).map(briefOf),
    items: (rows.results as NoticeRow[]).map(briefOf),
    totalCnt: (total.results[0] as { cnt: number }).cnt,
    page,
    pageSize: NOTICE_PAGE_SIZE,
  };
}

/** The published notice `noticeNo` with the previous (older) and next (newer) published ones. */
export async function readNotice(db: D1Database, noticeNo: number, now = Date.now()) {
  const row = await db
    .prepare("SELECT notice_no, title, body, pinned_yn, published_at FROM notices WHERE notice_no = ? AND status = 'PUBLISHED' AND published_at <= ?")
    .bind(noticeNo, now)
    .first<NoticeRow>();
  if (!row) throw new GatewayError('NOTICE_NOT_FOUND');
  const around = (direction: '<' | '>', order: 'DESC' | 'ASC') =>
    db
      .prepare(
        `SELECT ${BRIEF} FROM notices WHERE status = 'PUBLISHED' AND published_at <= ?3
           AND (published_at ${direction} ?1 OR (published_at = ?1 AND notice_no ${direction} ?2))
         ORDER BY published_at ${order}, notice_no ${order} LIMIT 1`,
      )
      .bind(row.published_at, row.notice_no, now)
      .first<NoticeRow>();
  const [prev, next] = await Promise.all([around('<', 'DESC'), around('>', 'ASC')]);
  return { notice: { ...briefOf(row), body: row.body }, prev: prev && briefOf(prev), next: next && briefOf(next) };
}

/** The latest published notices for the centre's home. */
export async function latestNotices(db: D1Database, count: number, now = Date.now()): Promise<NoticeBrief[]> {
  const { results } = await db
    .prepare(`SELECT ${BRIEF} FROM notices WHERE status = 'PUBLISHED' AND published_at <= ? ORDER BY published_at DESC LIMIT ?`)
    .bind(now, count)
    .all<NoticeRow>();
  return results.map(briefOf);
}
