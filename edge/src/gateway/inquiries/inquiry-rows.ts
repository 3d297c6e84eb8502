/** An inquiry row as the member and the operator read it. */
import { toDttm14 } from '#shared/format';
import type { InquiryCategory, InquiryForm, InquiryType } from '#shared/inquiries/inquiry-rules';
import type { Inquiry } from '#shared/schemas/inquiry-calls';

export interface InquiryRow {
  inquiry_no: number;
  incs_no: number;
  category_cd: InquiryCategory;
  type_cd: InquiryType;
  form_cd: InquiryForm;
  title: string;
  content: string;
  ord_no: string | null;
  status: 'RECEIVED' | 'ANSWERED';
  answer: string | null;
  answered_at: number | null;
  created_at: number;
}

/** Photos of `inquiryNos`, by inquiry, in their order. */
export async function inquiryImages(db: D1Database, inquiryNos: readonly number[]): Promise<Map<number, string[]>> {
  const images = new Map<number, string[]>();
  if (inquiryNos.length === 0) return images;
  const { results } = await db
    .prepare('SELECT inquiry_no, url FROM inquiry_images WHERE inquiry_no IN (SELECT value FROM json_each(?1)) ORDER BY inquiry_no, sort_ord')
    .bind(JSON.stringify(inquiryNos))
    .all<{ inquiry_no: number; url: string }>();
  for (const row of results) images.set(row.inquiry_no, [...(images.get(row.inquiry_no) ?? []), row.url]);
  return images;
}

export function inquiryOf(row: InquiryRow, images: string[]): Inquiry {
  return {
    inquiryNo: row.inquiry_no,
    categoryCd: row.category_cd,
    typeCd: row.type_cd,
    formCd: row.form_cd,
    title: row.title,
    content: row.content,
    ordNo: row.ord_no,
    images,
    status: row.status,
    answer: row.answer,
    answeredDttm: row.answered_at === null ? null : toDttm14(row.answered_at),
    createdDttm: toDttm14(row.created_at),
  };
}

/** `rows` with their photos. */
export async function inquiriesOf(db: D1Database, rows: readonly InquiryRow[]): Promise<Inquiry[]> {
  const images = await inquiryImages(
    db,
    rows.map((row) => row.inquiry_no),
  );
  return rows.map((row) => inquiryOf(row, images.get(row.inquiry_no) ?? []));
}
