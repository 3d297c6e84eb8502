/**
 * Operator calls for 1:1 inquiries (`/ops/v1/inquiries/*`): the queue (waiting ones
 * oldest first) and the answer, which makes the inquiry 답변 완료 and reaches the member's 알림함.
 */
import { OPS_CONTRACTS } from '#shared/schemas/ops-calls';
import { defineEndpoint } from '../gateway/endpoint';
import { GatewayError } from '../gateway/errors';
import { inquiriesOf, type InquiryRow } from '../gateway/inquiries/inquiry-rows';
import { inboxInsert } from '../gateway/mypage/inbox';

async function withMember(db: D1Database, rows: readonly InquiryRow[]) {
  const items = await inquiriesOf(db, rows);
  return items.map((item, index) => ({ ...item, incsNo: rows[index].incs_no }));
}

export const listInquiries = defineEndpoint(OPS_CONTRACTS.listInquiries, async ({ db, input }) => {
  const { results } = await db
    .prepare(
      `SELECT * FROM inquiries WHERE status <> 'DELETED' AND (?1 IS NULL OR status = ?1)
       ORDER BY CASE WHEN status = 'RECEIVED' THEN created_at ELSE -created_at END, inquiry_no LIMIT ?2 OFFSET ?3`,
    )
    .bind(input.status ?? null, input.limit, input.offset)
    .all<InquiryRow>();
  return { data: await withMember(db, results) };
});

export const answerInquiry = defineEndpoint(OPS_CONTRACTS.answerInquiry, async ({ db, input }) => {
  const row = await db.prepare("SELECT * FROM inquiries WHERE inquiry_no = ? AND status <> 'DELETED'").bind(input.inquiryNo).first<InquiryRow>();
  if (!row) throw new GatewayError('INQUIRY_NOT_FOUND');
  const now = Date.now();
  await db.batch([
    db
      .prepare("UPDATE inquiries SET status = 'ANSWERED', answer = ?, answered_at = ?, updated_at = ? WHERE inquiry_no = ?")
      .bind(input.answer, now, now, input.inquiryNo),
    inboxInsert(db, row.incs_no, { kind: 'INQUIRY', title: '1:1 문의에 답변이 등록되었습니다', body: row.title, link: '/kr/ko/cu/mypage/contact' }, now),
  ]);
  const after = await db.prepare('SELECT * FROM inquiries WHERE inquiry_no = ?').bind(input.inquiryNo).first<InquiryRow>();
  const [item] = await withMember(db, [after!]);
  return { data: item };
});

export const INQUIRY_OPS = [listInquiries, answerInquiry];
