/**
 * Editor postings (에디터 포스팅): only published ones (SPEC §4: an admin confirms a posting
 * before it is published; pending ones are never shown), newest first, with linked products.
 */
import { CAMPAIGN_CONTRACTS } from '#shared/schemas/campaign-contracts';
import { defineEndpoint } from '../endpoint';
import { answerClock, imageOf, linkedCards, offsetOf, paragraphsOf } from './campaign-rows';

interface PostingRow {
  posting_id: number;
  editor_no: string;
  editor_nick_nm: string;
  title: string;
  topic: string;
  body: string;
  image_alt: string;
  image_svg: string;
  published_dttm: string;
}

const SHOWN = `status = 'PUBLISHED' AND (?1 IS NULL OR topic = ?1)`;

export const getPostingList = defineEndpoint(CAMPAIGN_CONTRACTS.getPostingList, async ({ db, input }) => {
  const { nowDttm } = answerClock();
  const topic = input.topic ?? null;
  const [counted, listed] = await db.batch<unknown>([
    db.prepare(`SELECT COUNT(*) AS n FROM postings WHERE ${SHOWN}`).bind(topic),
    db
      .prepare(
        `SELECT posting_id, editor_no, editor_nick_nm, title, topic, body, image_alt, image_svg, published_dttm
           FROM postings WHERE ${SHOWN}
          ORDER BY published_dttm DESC, posting_id DESC LIMIT ?2 OFFSET ?3`,
      )
      .bind(topic, input.size, offsetOf(input.page, input.size)),
  ]);
  const rows = listed.results as PostingRow[];
  const cards = await linkedCards(
    db,
    'posting',
    rows.map((row) => row.posting_id),
    nowDttm,
  );
  const items = rows.map((row) => ({
    postingId: row.posting_id,
    editorNo: row.editor_no,
    editorNickNm: row.editor_nick_nm,
    title: row.title,
    topic: row.topic,
    paragraphs: paragraphsOf(row.body),
    image: imageOf('postings', row.posting_id, row.image_alt, row.image_svg),
    publishedDttm: row.published_dttm,
    products: cards.get(row.posting_id) ?? [],
  }));
  return { statusCode: 200 as const, data: { items, total: (counted.results[0] as { n: number }).n, page: input.page, size: input.size } };
});
