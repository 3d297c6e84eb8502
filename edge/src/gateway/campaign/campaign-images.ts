/**
 * Campaign images as SVG text, which the worker serves at `/images/{folder}/{id}.svg`: an event's
 * banner once the event is shown, a displayed broadcast's poster, a published posting's drawn image.
 */
import { type CampaignImageFolder, CAMPAIGN_PAGE_CONTRACTS } from '#shared/schemas/campaign-page-calls';
import { defineEndpoint } from '../endpoint';
import { GatewayError } from '../errors';
import { answerClock } from './campaign-rows';
import { VISIBLE_EVENT_SQL } from './event-calls';

type ImageStatement = (db: D1Database, id: number, nowDttm: string) => D1PreparedStatement;

/** Each folder's image by id among what shoppers may see now. */
const IMAGE_STATEMENTS: Record<CampaignImageFolder, ImageStatement> = {
  events: (db, id, nowDttm) => db.prepare(`SELECT e.banner_svg AS svg FROM events e WHERE e.event_id = ?2 AND ${VISIBLE_EVENT_SQL}`).bind(nowDttm, id),
  live: (db, id) => db.prepare(`SELECT poster_svg AS svg FROM live_broadcasts WHERE live_id = ? AND display_yn = 'Y'`).bind(id),
  postings: (db, id) => db.prepare(`SELECT image_svg AS svg FROM postings WHERE posting_id = ? AND status = 'PUBLISHED' AND image_svg IS NOT NULL`).bind(id),
};

export const getCampaignImage = defineEndpoint(CAMPAIGN_PAGE_CONTRACTS.getCampaignImage, async ({ db, input }) => {
  const row = await IMAGE_STATEMENTS[input.folder](db, input.id, answerClock().nowDttm).first<{ svg: string }>();
  if (!row) throw new GatewayError('IMAGE_NOT_FOUND');
  return { statusCode: 200 as const, data: { svg: row.svg } };
});
