/**
 * 1:1 inquiries (ADR 022): a member writes one (an order, when named, must be theirs), lists
 * theirs, and changes or deletes one until it is answered; the photos go through the upload module.
 */
import { toDttm14 } from '#shared/format';
import { INQUIRY_MAX_IMAGES, INQUIRY_PAGE_SIZE } from '#shared/inquiries/inquiry-rules';
import type { Inquiry, RegisterInquiryRequest } from '#shared/schemas/inquiry-calls';
import { dropRecordPhotos, saveRecordPhotos } from '#edge/uploads/record-photos';
import { GatewayError } from '../errors';
import { inquiriesOf, type InquiryRow } from './inquiry-rows';

type Fields = Required<RegisterInquiryRequest>;
export interface Store {
  db: D1Database;
  bucket: R2Bucket;
}

/** The member's orders of the last six months they may ask about, newest first (20). */
export async function recentOrders(db: D1Database, incsNo: number, now = Date.now()) {
  const { results } = await db
    .prepare(
      `SELECT ord_no, order_nm, ordered_at FROM orders WHERE incs_no = ? AND ordered_at >= ? AND status NOT IN ('PAYMENT_PENDING', 'ABANDONED')
       ORDER BY ordered_at DESC LIMIT 20`,
    )
    .bind(incsNo, now - 183 * 86_400_000)
    .all<{ ord_no: string; order_nm: string; ordered_at: number }>();
  return results.map((row) => ({ ordNo: row.ord_no, orderNm: row.order_nm, ordDttm: toDttm14(row.ordered_at) }));
}

async function assertOwnOrder(db: D1Database, incsNo: number, ordNo: string | null): Promise<void> {
  if (ordNo === null) return;
  const row = await db.prepare('SELECT 1 AS yes FROM orders WHERE ord_no = ? AND incs_no = ?').bind(ordNo, incsNo).first();
  if (!row) throw new GatewayError('INQUIRY_ORDER_NOT_FOUND');
}

async function readOwn(db: D1Database, incsNo: number, inquiryNo: number): Promise<InquiryRow> {
  const row = await db
    .prepare("SELECT * FROM inquiries WHERE inquiry_no = ? AND incs_no = ? AND status <> 'DELETED'")
    .bind(inquiryNo, incsNo)
    .first<InquiryRow>();
  if (!row) throw new GatewayError('INQUIRY_NOT_FOUND');
  return row;
}

/** The member's inquiry `inquiryNo` as they see it. */
export async function readInquiry(db: D1Database, incsNo: number, inquiryNo: number): Promise<Inquiry> {
  const [inquiry] = await inquiriesOf(db, [await readOwn(db, incsNo, inquiryNo)]);
  return inquiry;
}

const photos = (incsNo: number, key: number) => ({ kind: 'INQUIRY' as const, key, incsNo, use: 'INQUIRY' as const, maxFiles: INQUIRY_MAX_IMAGES });

export async function registerInquiry(store: Store, incsNo: number, input: Fields, now = Date.now()): Promise<number> {
  const { db } = store;
  await assertOwnOrder(db, incsNo, input.ordNo);
  const row = await db
    .prepare(
      `INSERT INTO inquiries (incs_no, category_cd, type_cd, form_cd, title, content, ord_no, status, privacy_agreed_at, created_at, updated_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, 'RECEIVED', ?8, ?8, ?8) RETURNING inquiry_no`,
    )
    .bind(incsNo, input.categoryCd, input.typeCd, input.formCd, input.title.trim(), input.content.trim(), input.ordNo, now)
    .first<{ inquiry_no: number }>();
  const inquiryNo = row!.inquiry_no;
  try {
    await saveRecordPhotos(db, store.bucket, photos(incsNo, inquiryNo), [], input.uploadIds, now);
  } catch (error) {
    // A photo that cannot be attached undoes the inquiry: the member sends the form again.
    await db.prepare('DELETE FROM inquiries WHERE inquiry_no = ?').bind(inquiryNo).run();
    throw error;
  }
  return inquiryNo;
}

export async function modifyInquiry(store: Store, incsNo: number, inquiryNo: number, input: Fields & { keepImages: string[] }, now = Date.now()) {
  const { db } = store;
  const before = await readOwn(db, incsNo, inquiryNo);
  if (before.status !== 'RECEIVED') throw new GatewayError('INQUIRY_ANSWERED');
  await assertOwnOrder(db, incsNo, input.ordNo);
  const { results } = await db.prepare('SELECT url FROM inquiry_images WHERE inquiry_no = ?').bind(inquiryNo).all<{ url: string }>();
  const keep = input.keepImages.filter((url) => results.some((row) => row.url === url));
  await saveRecordPhotos(db, store.bucket, photos(incsNo, inquiryNo), keep, input.uploadIds, now);
  // Guarded: an answer that arrived meanwhile keeps the inquiry as it was answered.
  const saved = await db
    .prepare(
      `UPDATE inquiries SET category_cd = ?2, type_cd = ?3, form_cd = ?4, title = ?5, content = ?6, ord_no = ?7, updated_at = ?8
       WHERE inquiry_no = ?1 AND status = 'RECEIVED'`,
    )
    .bind(inquiryNo, input.categoryCd, input.typeCd, input.formCd, input.title.trim(), input.content.trim(), input.ordNo, now)
    .run();
  if (saved.meta.changes === 0) throw new GatewayError('INQUIRY_ANSWERED');
}

export async function deleteInquiry(store: Store, incsNo: number, inquiryNo: number, now = Date.now()): Promise<void> {
  const { db } = store;
  const before = await readOwn(db, incsNo, inquiryNo);
  if (before.status !== 'RECEIVED') throw new GatewayError('INQUIRY_ANSWERED');
  const gone = await db
    .prepare("UPDATE inquiries SET status = 'DELETED', updated_at = ? WHERE inquiry_no = ? AND status = 'RECEIVED'")
    .bind(now, inquiryNo)
    .run();
  if (gone.meta.changes === 0) throw new GatewayError('INQUIRY_ANSWERED');
  await dropRecordPhotos(db, store.bucket, { kind: 'INQUIRY', key: inquiryNo });
}

export async function listInquiries(db: D1Database, incsNo: number, page: number) {
  const [rows, total] = await db.batch<unknown>([
    db
      .prepare("SELECT * FROM inquiries WHERE incs_no = ? AND status <> 'DELETED' ORDER BY created_at DESC, inquiry_no DESC LIMIT ? OFFSET ?")
      .bind(incsNo, INQUIRY_PAGE_SIZE, (page - 1) * INQUIRY_PAGE_SIZE),
    db.prepare("SELECT COUNT(*) AS cnt FROM inquiries WHERE incs_no = ? AND status <> 'DELETED'").bind(incsNo),
  ]);
  return { items: await inquiriesOf(db, rows.results as InquiryRow[]), totalCnt: (total.results[0] as { cnt: number }).cnt, pageSize: INQUIRY_PAGE_SIZE };
}
