/**
 * Autocomplete while typing: category, subcategory and brand names first (those that start with
 * the text, then those that contain it), then names of products on sale, most popular first. 초성 input
 * (`ㅅㄹ`) matches 초성; Latin letters are also read as Hangul typed on a Korean keyboard.
 */
import type { AutocompleteResponse } from '#shared/schemas/search-calls';
import {
  choseongWords,
  ftsString,
  isChoseongQuery,
  isShortGram,
  likeContains,
  normalizeQuery,
  qwertyToHangul,
  queryWords,
  TRIGRAM_MIN_LENGTH,
} from '#shared/search/search-text';

export type Suggestion = AutocompleteResponse['data'][number];

/** Suggestions a list shows at most. */
export const AUTOCOMPLETE_LIMIT = 10;

interface NameRow {
  kind: 'brand' | 'category';
  keyword: string;
  alt: string;
}

/** Where `text` sits in `name`, ignoring case and spaces: 0 at the start, 1 inside, null when absent. */
function position(name: string, text: string): 0 | 1 | null {
  const at = name.toLowerCase().replace(/ /g, '').indexOf(text.toLowerCase().replace(/ /g, ''));
  return at < 0 ? null : at === 0 ? 0 : 1;
}

/**
 * The product-name query for `text`: 초성 words as word prefixes, long words by trigram, short ones
 * by LIKE on the name; without a long word, among the products the short gram index finds
 * (migrations/0044: a word in any field), so that a keystroke reads no more than the word's hits.
 */
export function productSql(text: string, limit: number): { sql: string; binds: (string | number)[] } {
  const words = queryWords(text);
  // The most popular matches on sale first; only those few read products, for their codes.
  const statement = (from: string, where: string) =>
    `WITH top AS (SELECT d.inm_prd_no, d.prd_nm, d.sales_cnt FROM ${from} WHERE d.sale_stop_yn = 'N' AND ${where} ORDER BY d.sales_cnt DESC, d.inm_prd_no LIMIT ?)
     SELECT top.prd_nm AS keyword, p.product_code FROM top JOIN products p ON p.inm_prd_no = top.inm_prd_no ORDER BY top.sales_cnt DESC, top.inm_prd_no`;
  if (isChoseongQuery(text)) {
    const match = words.map((word) => `${ftsString(word)}*`).join(' AND ');
    return { sql: statement('search_choseong JOIN search_docs d ON d.doc_id = search_choseong.rowid', 'search_choseong MATCH ?'), binds: [match, limit] };
  }
  const long = words.filter((word) => [...word].length >= TRIGRAM_MIN_LENGTH);
  const short = words.filter((word) => [...word].length < TRIGRAM_MIN_LENGTH);
  const likes = short.map(() => `d.prd_nm LIKE ? ESCAPE '\\'`);
  const indexed = short.filter(isShortGram);
  const index =
    long.length > 0
      ? { table: 'search_fts', match: `prd_nm : (${long.map(ftsString).join(' AND ')})` }
      : indexed.length > 0
        ? { table: 'search_grams', match: indexed.map(ftsString).join(' AND ') }
        : null;
  const from = index ? `${index.table} JOIN search_docs d ON d.doc_id = ${index.table}.rowid` : 'search_docs d';
  return {
    sql: statement(from, [...(index ? [`${index.table} MATCH ?`] : []), ...likes].join(' AND ')),
    binds: [...(index ? [index.match] : []), ...short.map(likeContains), limit],
  };
}

function productStatement(db: D1Database, text: string): D1PreparedStatement {
  const { sql, binds } = productSql(text, AUTOCOMPLETE_LIMIT);
  return db.prepare(sql).bind(...binds);
}

/** The suggestions for one reading of the text. */
async function suggestFor(db: D1Database, text: string): Promise<Suggestion[]> {
  const [names, products] = await db.batch<NameRow | { keyword: string; product_code: string }>([
    db.prepare(
      `SELECT 'category' AS kind, cat_nm AS keyword, '' AS alt, cat_id * 1000 + sort_ord AS ord FROM categories
       UNION ALL SELECT 'category', sub_cat_nm, '', cat_id * 1000 + 1 + sort_ord FROM subcategories
       UNION ALL SELECT 'brand', brand_nm, brand_nm_en, 1000000 + sort_ord FROM brands
       ORDER BY ord`,
    ),
    productStatement(db, text),
  ]);
  const choseong = isChoseongQuery(text);
  const ranked = (names.results as NameRow[]).flatMap((row) => {
    const at = choseong ? position(choseongWords(row.keyword), text) : (position(row.keyword, text) ?? (row.alt ? position(row.alt, text) : null));
    return at === null ? [] : [{ at, suggestion: { keyword: row.keyword, kind: row.kind, productCode: null } as Suggestion }];
  });
  ranked.sort((a, b) => a.at - b.at);
  const productSuggestions = (products.results as { keyword: string; product_code: string }[]).map((row): Suggestion => ({
    keyword: row.keyword,
    kind: 'product',
    productCode: row.product_code,
  }));
  return [...ranked.map((entry) => entry.suggestion), ...productSuggestions];
}

/** Up to 10 suggestions for `query`, each keyword once; Latin input also read as Hangul. */
export async function autocomplete(db: D1Database, query: string): Promise<Suggestion[]> {
  const text = normalizeQuery(query);
  const hangul = qwertyToHangul(text);
  const lists = [await suggestFor(db, text), ...(hangul ? [await suggestFor(db, hangul)] : [])];
  const seen = new Set<string>();
  return lists
    .flat()
    .filter((suggestion) => !seen.has(suggestion.keyword) && seen.add(suggestion.keyword))
    .slice(0, AUTOCOMPLETE_LIMIT);
}
