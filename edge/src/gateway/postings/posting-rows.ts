/** A posting row as its editor, the operator and the posting page read it: with its media and products. */
import type { PostingStatus } from '#shared/postings/posting-rules';
import type { MyPosting, PostingMedia } from '#shared/schemas/posting-calls';
import type { ProductCard } from '#shared/schemas/display-calls';
import { answerClock, linkedCards } from '../campaign/campaign-rows';

export interface PostingRow {
  posting_id: number;
  editor_no: string;
  editor_nick_nm: string;
  incs_no: number | null;
  title: string;
  topic: string;
  body: string;
  image_alt: string;
  image_svg: string | null;
  status: PostingStatus | 'DELETED';
  reject_reason: string | null;
  reg_dttm: string;
  upd_dttm: string | null;
  published_dttm: string | null;
}

/** A video is told by where the upload module put it. */
export const mediaKindOf = (url: string): PostingMedia['kind'] => (url.includes('/posting-video/') ? 'VIDEO' : 'IMAGE');

/** The uploaded media of `postingIds`, by posting, in order. */
export async function postingMedia(db: D1Database, postingIds: readonly number[]): Promise<Map<number, PostingMedia[]>> {
  const media = new Map<number, PostingMedia[]>(postingIds.map((id) => [id, []]));
  if (postingIds.length === 0) return media;
  const { results } = await db
    .prepare('SELECT posting_id, url FROM posting_media WHERE posting_id IN (SELECT value FROM json_each(?1)) ORDER BY posting_id, sort_ord')
    .bind(JSON.stringify(postingIds))
    .all<{ posting_id: number; url: string }>();
  for (const row of results) media.get(row.posting_id)?.push({ kind: mediaKindOf(row.url), url: row.url });
  return media;
}

/** Media and linked product cards of `rows`, read in two queries. */
export async function postingParts(
  db: D1Database,
  rows: readonly PostingRow[],
): Promise<{ media: Map<number, PostingMedia[]>; cards: Map<number, ProductCard[]> }> {
  const ids = rows.map((row) => row.posting_id);
  const [media, cards] = await Promise.all([postingMedia(db, ids), linkedCards(db, 'posting', ids, answerClock().nowDttm)]);
  return { media, cards };
}

export async function myPostingsOf(db: D1Database, rows: readonly PostingRow[]): Promise<MyPosting[]> {
  const { media, cards } = await postingParts(db, rows);
  return rows.map((row) => ({
    postingNo: row.posting_id,
    title: row.title,
    topic: row.topic,
    body: row.body,
    media: media.get(row.posting_id) ?? [],
    products: (cards.get(row.posting_id) ?? []).map(({ productCode, prdNm, saleAmt, imageUrl }) => ({ productCode, prdNm, saleAmt, imageUrl })),
    // Deleted postings are filtered out by every query that reads for display.
    status: row.status as MyPosting['status'],
    rejectReason: row.reject_reason,
    regDttm: row.reg_dttm,
    updDttm: row.upd_dttm,
    publishedDttm: row.published_dttm,
  }));
}
