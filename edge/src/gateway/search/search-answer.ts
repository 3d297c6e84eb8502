/**
 * A search's whole answer, as the search call and the search page give it: the page of cards
 * with its counts and facets, then, only when the query finds nothing, its reading as Hangul typed
 * on an English layout and the keywords an empty result offers (a second trip, each).
 * Statements passed `alongside` run in the first trip's batch (the page's catalog generation).
 */
import { toDttm14 } from '#shared/format';
import type { PageMeta } from '#shared/schemas/list-page-calls';
import type { SearchAnswer } from '#shared/schemas/search-calls';
import type { DatedRows } from '../display/page-meta-sql';
import { isChoseongQuery, qwertyToHangul } from '#shared/search/search-text';
import { MIN_POPULAR_KEYWORD_LENGTH } from './popular-keywords';
import type { SearchFilters, SearchPageArgs, SearchSort } from './product-search';
import { hitsQuery } from './search-hits';
import { searchRun } from './search-run';
import { emptyResultSuggestions } from './suggestions';

export interface SearchInput extends SearchFilters {
  /** Normalised and not empty. */
  query: string;
  sort: SearchSort;
  page: number;
  size: number;
}

export async function answerSearch(db: D1Database, input: SearchInput, now: number, dated?: DatedRows): Promise<{ answer: SearchAnswer; meta: PageMeta }> {
  const { query, catNm, brandCd, minPrice, maxPrice, sort, page, size } = input;
  const args: SearchPageArgs = { filters: { catNm, brandCd, minPrice, maxPrice }, sort, page, size, now14: toDttm14(now) };
  const first = await searchRun(db, query, args, dated);
  let run = first.run;
  let searchedQuery = query;
  let match: SearchAnswer['match'] = run.unfilteredTotal > 0 ? first.matchKind : null;
  const hangul = match === null ? qwertyToHangul(query) : null;
  if (hangul) {
    const typed = (await searchRun(db, hangul, args)).run;
    if (typed.unfilteredTotal > 0) [run, searchedQuery, match] = [typed, hangul, 'keyboard'];
  }
  const suggestions = run.total === 0 ? await emptyResultSuggestions(db, now, searchedQuery) : [];
  const answer = { items: run.items, total: run.total, page, size, query, searchedQuery, match, facets: run.facets, suggestions };
  return { answer, meta: first.meta };
}

/** Whether a search that matched as `match` names a keyword worth counting: 초성 (`ㅅㄹ`) or a single letter (often sent mid-word) is none. */
export function isCountableKeyword(searchedQuery: string, match: SearchAnswer['match']): boolean {
  return match !== null && match !== 'choseong' && [...searchedQuery.trim()].length >= MIN_POPULAR_KEYWORD_LENGTH;
}

/** Whether `text` (normalised) finds any product on sale: an existence check, far cheaper than the search. */
async function findsAny(db: D1Database, text: string): Promise<boolean> {
  const hits = hitsQuery(text, false);
  const row = await db
    .prepare(`SELECT EXISTS (${hits.sql}) AS found`)
    .bind(...hits.binds)
    .first<{ found: number }>();
  return row?.found === 1;
}

/** The keyword a search of `query` (normalised) counts as, or null: the query, or its Hangul reading when only that finds products. */
export async function countedKeyword(db: D1Database, query: string): Promise<string | null> {
  if (!query || isChoseongQuery(query)) return null;
  if (await findsAny(db, query)) return isCountableKeyword(query, 'fts') ? query : null;
  const hangul = qwertyToHangul(query);
  if (hangul && (await findsAny(db, hangul))) return isCountableKeyword(hangul, 'keyboard') ? hangul : null;
  return null;
}
