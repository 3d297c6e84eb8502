/**
 * The content team's notices (`/ops/v1/content/notices/*`): every notice, hidden and
 * scheduled ones too, pinned first; written, changed and deleted. The customer centre reads the
 * table on every view (edge/src/gateway/support/notices.ts), so a change is live at once.
 */
import { dttmToEpoch, toDttm14 } from '#shared/format';
import { OPS_CONTRACTS } from '#shared/schemas/ops-calls';
import { escapeLike } from '#shared/search/search-text';
import { defineEndpoint } from '../gateway/endpoint';
import { GatewayError } from '../gateway/errors';
import { pagedAnswer } from './paged-rows';

interface NoticeRow {
  notice_no: number;
  title: string;
  body: string;
  pinned_yn: 'Y' | 'N';
  status: 'PUBLISHED' | 'HIDDEN';
  published_at: number;
  updated_at: number;
}

const noticeOf = (row: NoticeRow) => ({
  noticeNo: row.notice_no,
  title: row.title,
  body: row.body,
  pinnedYn: row.pinned_yn,
  status: row.status,
  publishedDttm: toDttm14(row.published_at),
  updatedDttm: toDttm14(row.updated_at),
});

async function noticeAnswer(db: D1Database, noticeNo: number) {
  const row = await db.prepare('SELECT * FROM notices WHERE notice_no = ?').bind(noticeNo).first<NoticeRow>();
  if (!row) throw new GatewayError('NOTICE_NOT_FOUND');
  return { data: noticeOf(row) };
}

const LIST_WHERE = "(?1 IS NULL OR status = ?1) AND (?2 IS NULL OR title LIKE ?2 ESCAPE '\\' OR body LIKE ?2 ESCAPE '\\')";

export const listNoticesForOps = defineEndpoint(OPS_CONTRACTS.listNotices, async ({ db, input }) => {
  const binds = [input.status ?? null, input.keyword ? `%${escapeLike(input.keyword)}%` : null];
  return pagedAnswer(
    db,
    input,
    { select: '*', from: 'notices', where: LIST_WHERE, orderBy: 'pinned_yn DESC, published_at DESC, notice_no DESC', binds },
    noticeOf,
  );
});

export const getNoticeForOps = defineEndpoint(OPS_CONTRACTS.getNotice, ({ db, input }) => noticeAnswer(db, input.noticeNo));

export const saveNotice = defineEndpoint(OPS_CONTRACTS.saveNotice, async ({ db, input }) => {
  const now = Date.now();
  const publishedAt = input.publishedDttm ? dttmToEpoch(input.publishedDttm) : null;
  if (input.noticeNo === undefined) {
    const created = await db
      .prepare(
        `INSERT INTO notices (title, body, pinned_yn, status, published_at, created_at, updated_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?6) RETURNING notice_no`,
      )
      .bind(input.title, input.body, input.pinnedYn, input.status, publishedAt ?? now, now)
      .first<{ notice_no: number }>();
    return noticeAnswer(db, created!.notice_no);
  }
  const changed = await db
    .prepare(
      `UPDATE notices SET title = ?1, body = ?2, pinned_yn = ?3, status = ?4, published_at = COALESCE(?5, published_at), updated_at = ?6
       WHERE notice_no = ?7`,
    )
    .bind(input.title, input.body, input.pinnedYn, input.status, publishedAt, now, input.noticeNo)
    .run();
  if (changed.meta.changes === 0) throw new GatewayError('NOTICE_NOT_FOUND');
  return noticeAnswer(db, input.noticeNo);
});

export const deleteNotice = defineEndpoint(OPS_CONTRACTS.deleteNotice, async ({ db, input }) => {
  const deleted = await db.prepare('DELETE FROM notices WHERE notice_no = ?').bind(input.noticeNo).run();
  if (deleted.meta.changes === 0) throw new GatewayError('NOTICE_NOT_FOUND');
  return { data: { deleted: true as const } };
});

export const NOTICE_OPS = [listNoticesForOps, getNoticeForOps, saveNotice, deleteNotice];
