/**
 * What an empty result page offers instead: the popular keywords, then the category names, never
 * the text that just found nothing.
 */
import { keywordKey } from '#shared/search/search-text';
import { popularKeywords } from './popular-keywords';

/** Suggestions an empty result shows at most. */
export const SUGGESTION_LIMIT = 10;

/** Keywords worth trying after `searched` found nothing. */
export async function emptyResultSuggestions(db: D1Database, now: number, searched: string): Promise<string[]> {
  const [popular, categories] = await Promise.all([
    popularKeywords(db, now, 5),
    db.prepare('SELECT cat_nm FROM categories ORDER BY sort_ord').all<{ cat_nm: string }>(),
  ]);
  const unwanted = keywordKey(searched);
  const keywords = [...new Set([...popular, ...categories.results.map((row) => row.cat_nm)])];
  return keywords.filter((keyword) => keywordKey(keyword) !== unwanted).slice(0, SUGGESTION_LIMIT);
}
