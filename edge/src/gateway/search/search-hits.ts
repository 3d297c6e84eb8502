/**
 * Which products a query hits, and how well (migrations/0005_search.sql): the SELECT that a
 * search wraps as `WITH hits AS (…)`, giving `inm_prd_no`, `score` (lower is better; equal scores
 * are then ranked by popularity) and search_docs' copies of the columns a search filters and sorts
 * by (`HIT_COLUMNS`).
 *   - only initial consonants (`ㅅㄹ`): every word must be the 초성 of a word of the name;
 *   - words of 3+ characters: the trigram index, ranked by bm25 (name weighs most) rounded to a
 *     whole number, so that which fields hit decides and a few percent of length normalisation
 *     does not outweigh popularity; any 1–2 character words of the query are LIKE conditions;
 *   - only words of 1–2 characters: the short gram index (migrations/0044) finds the products
 *     with the word in name, brands, category or tags (a word of other characters than
 *     syllables, letters and digits by LIKE, a scan when no word is in the index); a word starting
 *     the name's word first, then anywhere in the name, then elsewhere.
 * A hit's columns come from search_hit_facts (`d`), a narrow copy of search_docs (the name and
 * the columns to filter, sort and count by) that packs many rows to a page, unless the query
 * reads brands, category or tags by LIKE, which only search_docs holds.
 * Why full words keep bm25 over every hit, and what each path costs at 100,000 products:
 * docs/decisions/042-search-at-100000-products.md.
 */
import type { SearchMatchSchema } from '#shared/schemas/search-calls';
import type { z } from 'zod';
import { ftsString, isChoseongQuery, isShortGram, likeContains, escapeLike, queryWords, TRIGRAM_MIN_LENGTH } from '#shared/search/search-text';

export type MatchKind = Exclude<z.infer<typeof SearchMatchSchema>, 'keyboard'>;

export interface HitsQuery {
  kind: MatchKind;
  /** A SELECT of `inm_prd_no, score` and `HIT_COLUMNS`. */
  sql: string;
  binds: string[];
}

/**
 * Only products on sale are hits: search_docs and its copy carry their 판매중지 flag
 * (migrations/0040), so neither the hits, their counts nor the facets read products.
 */
const ON_SALE_DOC = `d.sale_stop_yn = 'N'`;

/** What a hit carries besides its number and score: enough to filter, sort (품절 last) and count it. */
const HIT_COLUMNS = 'd.cat_id, d.brand_cd, d.sale_amt, d.sales_cnt, d.reg_dttm, d.sold_out';

/** bm25 weights of search_fts's columns: name, brands, category, tags. */
const BM25_WEIGHTS = '10.0, 4.0, 2.0, 1.0';
const LIKE_COLUMNS = ['d.prd_nm', 'd.brand_nm', 'd.cat_nm', 'd.tags'];

/** The table a hit's row is read from: the narrow copy, or search_docs when the query reads more text than the name. */
function docsTable(readsAllText: boolean): string {
  return readsAllText ? 'search_docs' : 'search_hit_facts';
}

/** All of `words` somewhere in name, brands, category or tags. */
function likeAll(words: readonly string[]): { sql: string; binds: string[] } {
  const sql = words.map(() => `(${LIKE_COLUMNS.map((column) => `${column} LIKE ? ESCAPE '\\'`).join(' OR ')})`).join(' AND ');
  return { sql, binds: words.flatMap((word) => LIKE_COLUMNS.map(() => likeContains(word))) };
}

/**
 * The hits of `text` (already normalised and non-empty). Unless `ranked`, every score is 0: a
 * search sorted by price, popularity or date skips bm25, which costs more than finding the hits.
 */
export function hitsQuery(text: string, ranked = true): HitsQuery {
  const words = queryWords(text);
  if (isChoseongQuery(text)) {
    return {
      kind: 'choseong',
      sql: `SELECT d.inm_prd_no, 0 AS score, ${HIT_COLUMNS} FROM search_choseong JOIN ${docsTable(false)} d ON d.doc_id = search_choseong.rowid WHERE search_choseong MATCH ? AND ${ON_SALE_DOC}`,
      binds: [words.map(ftsString).join(' AND ')],
    };
  }
  const long = words.filter((word) => [...word].length >= TRIGRAM_MIN_LENGTH);
  const short = words.filter((word) => [...word].length < TRIGRAM_MIN_LENGTH);
  if (long.length > 0) {
    const extra = short.length > 0 ? likeAll(short) : null;
    return {
      kind: 'fts',
      sql:
        `SELECT d.inm_prd_no, ${ranked ? `ROUND(bm25(search_fts, ${BM25_WEIGHTS}))` : '0'} AS score, ${HIT_COLUMNS} FROM search_fts JOIN ${docsTable(extra !== null)} d ON d.doc_id = search_fts.rowid ` +
        `WHERE search_fts MATCH ? AND ${ON_SALE_DOC}${extra ? ` AND ${extra.sql}` : ''}`,
      binds: [long.map(ftsString).join(' AND '), ...(extra?.binds ?? [])],
    };
  }
  const indexed = short.filter(isShortGram);
  const unindexed = short.filter((word) => !isShortGram(word));
  const like = unindexed.length > 0 ? likeAll(unindexed) : null;
  const tiers = short.map(
    () => `(CASE WHEN d.prd_nm LIKE ? ESCAPE '\\' OR d.prd_nm LIKE ? ESCAPE '\\' THEN 0 WHEN d.prd_nm LIKE ? ESCAPE '\\' THEN 1 ELSE 2 END)`,
  );
  const tierBinds = short.flatMap((word) => [`${escapeLike(word)}%`, `% ${escapeLike(word)}%`, likeContains(word)]);
  // A word the gram index lacks reads every text column; ranking reads only the name.
  const table = docsTable(like !== null);
  const from = indexed.length > 0 ? `search_grams JOIN ${table} d ON d.doc_id = search_grams.rowid` : `${table} d`;
  const conditions = [...(indexed.length > 0 ? ['search_grams MATCH ?'] : []), ON_SALE_DOC, ...(like ? [like.sql] : [])];
  return {
    kind: 'like',
    sql: `SELECT d.inm_prd_no, ${ranked ? tiers.join(' + ') : '0'} AS score, ${HIT_COLUMNS} FROM ${from} WHERE ${conditions.join(' AND ')}`,
    binds: [...(ranked ? tierBinds : []), ...(indexed.length > 0 ? [indexed.map(ftsString).join(' AND ')] : []), ...(like?.binds ?? [])],
  };
}
