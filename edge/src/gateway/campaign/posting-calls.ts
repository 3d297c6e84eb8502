/**
 * Editor postings (에디터 포스팅) as shoppers see them: only published ones (an admin
 * confirms a posting before it is published; pending, rejected and deleted ones are never shown),
 * newest first, with their media and linked products.
 */
import { type Posting, CAMPAIGN_CONTRACTS } from '#shared/schemas/campaign-calls';
import { defineEndpoint } from '../endpoint';
import { GatewayError } from '../errors';
import { postingParts, type PostingRow } from '../postings/posting-rows';
import { imageOf, offsetOf, paragraphsOf } from './campaign-rows';

const SHOWN = `status = 'PUBLISHED' AND (?1 IS NULL OR topic = ?1)`;

async function postingsOf(db: D1Database, rows: readonly PostingRow[]): Promise<Posting[]> {
  const { media, cards } = await postingParts(db, rows);
  return rows.map((row) => ({
    postingId: row.posting_id,
    editorNo: row.editor_no,
    editorNickNm: row.editor_nick_nm,
    title: row.title,
    topic: row.topic,
    paragraphs: paragraphsOf(row.body),
    image: row.image_svg === null ? null : imageOf('postings', row.posting_id, row.image_alt, row.image_svg),
    media: media.get(row.posting_id) ?? [],
    publishedDttm: row.published_dttm!,
    products: cards.get(row.posting_id) ?? [],
  }));
}

export const getPostingList = defineEndpoint(CAMPAIGN_CONTRACTS.getPostingList, async ({ db, input }) => {
  const topic = input.topic ?? null;
  const [counted, listed] = await db.batch<unknown>([
    db.prepare(`SELECT COUNT(*) AS n FROM postings WHERE ${SHOWN}`).bind(topic),
    db
      .prepare(`SELECT * FROM postings WHERE ${SHOWN} ORDER BY published_dttm DESC, posting_id DESC LIMIT ?2 OFFSET ?3`)
      .bind(topic, input.size, offsetOf(input.page, input.size)),
  ]);
  const items = await postingsOf(db, listed.results as PostingRow[]);
  return { statusCode: 200 as const, data: { items, total: (counted.results[0] as { n: number }).n, page: input.page, size: input.size } };
});

export const getPosting = defineEndpoint(CAMPAIGN_CONTRACTS.getPosting, async ({ db, input }) => {
  const row = await db.prepare("SELECT * FROM postings WHERE posting_id = ? AND status = 'PUBLISHED'").bind(input.postingId).first<PostingRow>();
  if (!row) throw new GatewayError('POSTING_NOT_FOUND');
  const [posting] = await postingsOf(db, [row]);
  return { statusCode: 200 as const, data: posting };
});
