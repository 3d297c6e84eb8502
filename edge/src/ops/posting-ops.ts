/**
 * Operator calls for editors and postings (`/ops/v1/editors/*`, `/ops/v1/postings/*`):
 * appointing a member as an editor (a stable `editorNo` and the name they publish under) or
 * releasing them, the queue of postings waiting for confirmation, and publishing or rejecting one,
 * which reaches the editor's 알림함.
 */
import { toDttm14 } from '#shared/format';
import { OPS_CONTRACTS } from '#shared/schemas/ops-calls';
import { defineEndpoint } from '../gateway/endpoint';
import { GatewayError } from '../gateway/errors';
import { inboxInsert } from '../gateway/mypage/inbox';
import { myPostingsOf, type PostingRow } from '../gateway/postings/posting-rows';

async function withEditor(db: D1Database, rows: readonly PostingRow[]) {
  const items = await myPostingsOf(db, rows);
  return items.map((item, index) => ({ ...item, incsNo: rows[index].incs_no, editorNo: rows[index].editor_no, editorNickNm: rows[index].editor_nick_nm }));
}

async function editorAnswer(db: D1Database, incsNo: number) {
  const row = await db
    .prepare('SELECT c.incs_no, c.editor_yn, e.editor_no, e.nick_nm FROM customers c JOIN editors e ON e.editor_no = c.editor_no WHERE c.incs_no = ?')
    .bind(incsNo)
    .first<{ incs_no: number; editor_yn: 'Y' | 'N'; editor_no: string; nick_nm: string }>();
  if (!row) throw new GatewayError('EDITOR_NOT_FOUND');
  return { data: { incsNo: row.incs_no, editorYn: row.editor_yn, editorNo: row.editor_no, nickNm: row.nick_nm } };
}

export const appointEditor = defineEndpoint(OPS_CONTRACTS.appointEditor, async ({ db, input }) => {
  const member = await db
    .prepare("SELECT editor_no FROM customers WHERE incs_no = ? AND status = 'ACTIVE'")
    .bind(input.incsNo)
    .first<{ editor_no: string | null }>();
  if (!member) throw new GatewayError('EDITOR_NOT_FOUND');
  // A member appointed again keeps their number, so their earlier postings stay theirs.
  const number =
    member.editor_no ??
    (await db
      .prepare("SELECT 'ED' || printf('%04d', COALESCE(MAX(CAST(substr(editor_no, 3) AS INTEGER)), 0) + 1) AS next FROM editors")
      .first<{ next: string }>())!.next;
  await db.batch([
    db
      .prepare('INSERT INTO editors (editor_no, incs_no, nick_nm, appointed_at) VALUES (?1, ?2, ?3, ?4) ON CONFLICT (editor_no) DO UPDATE SET nick_nm = ?3')
      .bind(number, input.incsNo, input.nickNm, Date.now()),
    db.prepare("UPDATE customers SET editor_yn = 'Y', editor_no = ? WHERE incs_no = ?").bind(number, input.incsNo),
  ]);
  return editorAnswer(db, input.incsNo);
});

export const releaseEditor = defineEndpoint(OPS_CONTRACTS.releaseEditor, async ({ db, input }) => {
  const released = await db.prepare("UPDATE customers SET editor_yn = 'N' WHERE incs_no = ? AND editor_no IS NOT NULL").bind(input.incsNo).run();
  if (released.meta.changes === 0) throw new GatewayError('EDITOR_NOT_FOUND');
  return editorAnswer(db, input.incsNo);
});

export const listPostings = defineEndpoint(OPS_CONTRACTS.listPostings, async ({ db, input }) => {
  const { results } = await db
    .prepare(`SELECT * FROM postings WHERE status = ?1 ORDER BY CASE WHEN status = 'PENDING' THEN posting_id ELSE -posting_id END LIMIT ?2 OFFSET ?3`)
    .bind(input.status, input.limit, input.offset)
    .all<PostingRow>();
  return { data: await withEditor(db, results) };
});

export const decidePosting = defineEndpoint(OPS_CONTRACTS.decidePosting, async ({ db, input }) => {
  const row = await db.prepare("SELECT * FROM postings WHERE posting_id = ? AND status <> 'DELETED'").bind(input.postingNo).first<PostingRow>();
  if (!row) throw new GatewayError('POSTING_NOT_FOUND');
  const nowDttm = toDttm14(Date.now());
  const publish = input.action === 'PUBLISH';
  const decided = publish
    ? db.prepare("UPDATE postings SET status = 'PUBLISHED', published_dttm = ? WHERE posting_id = ? AND status = 'PENDING'").bind(nowDttm, input.postingNo)
    : db.prepare("UPDATE postings SET status = 'REJECTED', reject_reason = ? WHERE posting_id = ? AND status = 'PENDING'").bind(input.reason, input.postingNo);
  const [result] = await db.batch([decided]);
  if (result.meta.changes === 0) throw new GatewayError('POSTING_NOT_PENDING');
  if (row.incs_no !== null) {
    const notice = publish
      ? { kind: 'NOTICE' as const, title: '포스팅이 게시되었습니다', body: row.title, link: '/kr/ko/dp/posting-list' }
      : {
          kind: 'NOTICE' as const,
          title: '포스팅이 반려되었습니다',
          body: `${row.title}: ${input.reason}`,
          link: `/kr/ko/cu/mypage/posting/detail?postingNo=${row.posting_id}`,
        };
    await inboxInsert(db, row.incs_no, notice).run();
  }
  const after = await db.prepare('SELECT * FROM postings WHERE posting_id = ?').bind(input.postingNo).first<PostingRow>();
  const [item] = await withEditor(db, [after!]);
  return { data: item };
});

export const POSTING_OPS = [appointEditor, releaseEditor, listPostings, decidePosting];
