/**
 * The FAQ: published questions by category in their order, searched by words of the
 * question or answer, or by 초성 (`ㅂㅅ` finds 배송): every word must match, in either form. The
 * FAQ holds tens of entries, so one category is read whole and matched here.
 */
import type { FaqCategory } from '#shared/content/support-rules';
import type { Faq } from '#shared/schemas/support-calls';
import { choseongWords, isChoseongQuery, normalizeQuery, queryWords } from '#shared/search/search-text';

interface FaqRow {
  faq_no: number;
  category_cd: FaqCategory;
  question: string;
  answer: string;
}

const faqOf = (row: FaqRow): Faq => ({ faqNo: row.faq_no, categoryCd: row.category_cd, question: row.question, answer: row.answer });

/** Whether `row` holds every word of the search (as text, or as 초성 of its words). */
function matches(row: FaqRow, keyword: string): boolean {
  const words = queryWords(keyword);
  if (words.length === 0) return true;
  const text = normalizeQuery(`${row.question} ${row.answer}`);
  const initials = isChoseongQuery(keyword) ? choseongWords(`${row.question} ${row.answer}`).replace(/ /g, '') : '';
  return words.every((word) => text.includes(word) || (initials !== '' && initials.includes(word)));
}

export async function listFaqs(db: D1Database, categoryCd: FaqCategory | undefined, keyword: string): Promise<Faq[]> {
  const { results } = await db
    .prepare(
      "SELECT faq_no, category_cd, question, answer FROM faqs WHERE status = 'PUBLISHED' AND (?1 IS NULL OR category_cd = ?1) ORDER BY category_cd, sort_ord, faq_no",
    )
    .bind(categoryCd ?? null)
    .all<FaqRow>();
  return results.filter((row) => matches(row, keyword)).map(faqOf);
}

export async function topFaqs(db: D1Database): Promise<Faq[]> {
  const { results } = await db
    .prepare("SELECT faq_no, category_cd, question, answer FROM faqs WHERE status = 'PUBLISHED' AND top_yn = 'Y' ORDER BY sort_ord, faq_no LIMIT 10")
    .all<FaqRow>();
  return results.map(faqOf);
}
