/**
 * The search page's call (docs/decisions/043-search-drawn-at-the-edge.md): what the worker draws
 * `/kr/ko/dp/search` from. With a query, searchProduct's answer for the page asked, read in one
 * batch with the catalog generation and the next hot-deal change (cards carry deal prices); it
 * counts no search, since the worker counts each page it serves (countSearch). Without a query,
 * the popular keywords.
 */
import { toDttm14 } from '#shared/format';
import { LIST_PAGE_CONTRACTS } from '#shared/schemas/list-page-calls';
import { SEARCH_PAGE_SIZE } from '#shared/search/search-url';
import { normalizeQuery } from '#shared/search/search-text';
import { pageMetaOf, pageMetaStatement } from '../display/page-meta-sql';
import { defineEndpoint } from '../endpoint';
import { popularKeywords } from './popular-keywords';
import { answerSearch } from './search-answer';

export const getSearchPage = defineEndpoint(LIST_PAGE_CONTRACTS.getSearchPage, async ({ db, input }) => {
  const now = Date.now();
  const query = normalizeQuery(input.query ?? '');
  if (!query) {
    const [keywords, meta] = await Promise.all([popularKeywords(db, now), pageMetaStatement(db).all()]);
    const ranked = keywords.map((keyword, index) => ({ rank: index + 1, keyword }));
    return { statusCode: 200 as const, data: { search: null, popularKeywords: ranked, ...pageMetaOf(meta) } };
  }
  const { answer, meta } = await answerSearch(db, { ...input, query, size: SEARCH_PAGE_SIZE }, now, { table: 'hot_deals', now: toDttm14(now) });
  return { statusCode: 200 as const, data: { search: answer, popularKeywords: [], ...meta } };
});
