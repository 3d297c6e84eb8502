/**
 * The content team's FAQ (`/ops/v1/content/faqs/*`): every question, hidden ones
 * too, by category and order; written, changed and deleted. The customer centre reads the table on
 * every view (edge/src/gateway/support/faqs.ts), so a change is live at once.
 */
import { FAQ_CATEGORIES, type FaqCategory } from '#shared/content/support-rules';
import { toDttm14 } from '#shared/format';
import { OPS_CONTRACTS } from '#shared/schemas/ops-calls';
import { escapeLike } from '#shared/search/search-text';
import { defineEndpoint } from '../gateway/endpoint';
import { GatewayError } from '../gateway/errors';
import { pagedAnswer } from './paged-rows';

interface FaqRow {
  faq_no: number;
  category_cd: FaqCategory;
  question: string;
  answer: string;
  sort_ord: number;
  top_yn: 'Y' | 'N';
  status: 'PUBLISHED' | 'HIDDEN';
  updated_at: number;
}

const faqOf = (row: FaqRow) => ({
  faqNo: row.faq_no,
  categoryCd: row.category_cd,
  question: row.question,
  answer: row.answer,
  sortOrd: row.sort_ord,
  topYn: row.top_yn,
  status: row.status,
  updatedDttm: toDttm14(row.updated_at),
});

async function faqAnswer(db: D1Database, faqNo: number) {
  const row = await db.prepare('SELECT * FROM faqs WHERE faq_no = ?').bind(faqNo).first<FaqRow>();
  if (!row) throw new GatewayError('FAQ_NOT_FOUND');
  return { data: faqOf(row) };
}

const LIST_WHERE = `(?1 IS NULL OR category_cd = ?1) AND (?2 IS NULL OR status = ?2)
  AND (?3 IS NULL OR question LIKE ?3 ESCAPE '\\' OR answer LIKE ?3 ESCAPE '\\')`;

/** The categories in the customer centre's order (회원, 주문/결제, …), from fixed codes, not request text. */
const CATEGORY_ORDER = `CASE category_cd ${Object.keys(FAQ_CATEGORIES)
  .map((code, index) => `WHEN '${code}' THEN ${index}`)
  .join(' ')} END`;

export const listFaqsForOps = defineEndpoint(OPS_CONTRACTS.listFaqs, async ({ db, input }) => {
  const binds = [input.categoryCd ?? null, input.status ?? null, input.keyword ? `%${escapeLike(input.keyword)}%` : null];
  return pagedAnswer(db, input, { select: '*', from: 'faqs', where: LIST_WHERE, orderBy: `${CATEGORY_ORDER}, sort_ord, faq_no`, binds }, faqOf);
});

export const getFaqForOps = defineEndpoint(OPS_CONTRACTS.getFaq, ({ db, input }) => faqAnswer(db, input.faqNo));

export const saveFaq = defineEndpoint(OPS_CONTRACTS.saveFaq, async ({ db, input }) => {
  const values = [input.categoryCd, input.question, input.answer, input.sortOrd, input.topYn, input.status, Date.now()];
  if (input.faqNo === undefined) {
    const created = await db
      .prepare(
        `INSERT INTO faqs (category_cd, question, answer, sort_ord, top_yn, status, updated_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7) RETURNING faq_no`,
      )
      .bind(...values)
      .first<{ faq_no: number }>();
    return faqAnswer(db, created!.faq_no);
  }
  const changed = await db
    .prepare('UPDATE faqs SET category_cd = ?1, question = ?2, answer = ?3, sort_ord = ?4, top_yn = ?5, status = ?6, updated_at = ?7 WHERE faq_no = ?8')
    .bind(...values, input.faqNo)
    .run();
  if (changed.meta.changes === 0) throw new GatewayError('FAQ_NOT_FOUND');
  return faqAnswer(db, input.faqNo);
});

export const deleteFaq = defineEndpoint(OPS_CONTRACTS.deleteFaq, async ({ db, input }) => {
  const deleted = await db.prepare('DELETE FROM faqs WHERE faq_no = ?').bind(input.faqNo).run();
  if (deleted.meta.changes === 0) throw new GatewayError('FAQ_NOT_FOUND');
  return { data: { deleted: true as const } };
});

export const FAQ_OPS = [listFaqsForOps, getFaqForOps, saveFaq, deleteFaq];
