/**
 * Shapes shared by the legal pages: articles numbered the Korean way (제N조, ①, 1., 가.),
 * table-of-contents entries, and the date the current documents take effect.
 */

/** The date every current legal document takes effect. */
export const LEGAL_EFFECTIVE_DATE = { iso: '2026-12-01', label: '2026년 12월 1일' } as const;

/** A 호 (numbered item); it may carry 목 (가., 나., …). */
export type Item = string | { text: string; items: string[] };

/** A 항 (paragraph) of an article, optionally followed by its 호. */
export interface Clause {
  text: string;
  items?: Item[];
}

/** One 조 of a set of terms. Its number comes from its position. */
export interface Article {
  title: string;
  clauses: (string | Clause)[];
}

export interface TocEntry {
  id: string;
  label: string;
}

/** ① … ⑳: the marks of a 항 in Korean legal text. */
export function circled(n: number): string {
  if (n < 1 || n > 20) throw new RangeError(`No circled number for ${n}`);
  return String.fromCodePoint(0x2460 + n - 1);
}

export const articleId = (index: number) => `article-${index + 1}`;
export const articleHeading = (article: Article, index: number) => `제${index + 1}조(${article.title})`;

/** The table of contents of a set of articles, with the 부칙 at the end. */
export function articleToc(articles: readonly Article[], addendaId = 'addenda'): TocEntry[] {
  return [...articles.map((article, index) => ({ id: articleId(index), label: articleHeading(article, index) })), { id: addendaId, label: '부칙' }];
}
