/**
 * What the campaign calls share: the clock they derive statuses from, paging, plain-text bodies,
 * SVG images, and the product cards linked to a broadcast, an event or a posting. Cards come from
 * the display calls' card columns and mapper, so a linked product shows the same badges, prices
 * and sold-out as everywhere else.
 */
import type { CampaignImage } from '#shared/schemas/campaign-calls';
import type { ProductCard } from '#shared/schemas/display-calls';
import { toDttm14 } from '#shared/format';
import { toCard, type CardRow } from '../display/product-rows';
import { CARD_COLUMNS, ON_SALE_SQL, cardJoins } from '../display/product-sql';

/** The instant an answer's statuses hold for: epoch ms and the same second as a 14-digit Korean time. */
export interface AnswerClock {
  now: number;
  nowDttm: string;
}

/** The clock of one answer, read once so every status in it agrees. */
export function answerClock(now = Date.now()): AnswerClock {
  return { now, nowDttm: toDttm14(now) };
}

/** The row offset of `page` (1-based) of `size` rows. */
export function offsetOf(page: number, size: number): number {
  return (page - 1) * size;
}

/** Plain text → its paragraphs: split at blank lines, trimmed, empty ones dropped. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

/** Folders the build writes campaign images to, under `/images/`. */
export type ImageFolder = 'live' | 'events' | 'postings';

/** An image stored as SVG text, at the URL the build writes it to: `/images/{folder}/{id}.svg`. */
export function imageOf(folder: ImageFolder, id: number, alt: string, svg: string): CampaignImage {
  return { url: `/images/${folder}/${id}.svg`, alt, svg };
}

/** The tables that link products to an owner, and the owner's id column. Fixed names: they go into SQL. */
const LINKS = {
  live: { table: 'live_products', owner: 'live_id' },
  event: { table: 'event_products', owner: 'event_id' },
  posting: { table: 'posting_products', owner: 'posting_id' },
} as const;
export type LinkKind = keyof typeof LINKS;

/** The cards on sale linked to each of `ownerIds`, in link order; owners without such products map to `[]`. */
export async function linkedCards(db: D1Database, kind: LinkKind, ownerIds: readonly number[], nowDttm: string): Promise<Map<number, ProductCard[]>> {
  const byOwner = new Map<number, ProductCard[]>(ownerIds.map((id) => [id, []]));
  if (ownerIds.length === 0) return byOwner;
  const { table, owner } = LINKS[kind];
  // One bound JSON array instead of one parameter an id: D1 caps a statement's parameters.
  const { results } = await db
    .prepare(
      `SELECT l.${owner} AS owner_id, ${CARD_COLUMNS}
         FROM ${table} l JOIN products p ON p.inm_prd_no = l.inm_prd_no
         ${cardJoins('?1')}
        WHERE l.${owner} IN (SELECT value FROM json_each(?2)) AND ${ON_SALE_SQL}
        ORDER BY l.${owner}, l.sort_ord, p.inm_prd_no`,
    )
    .bind(nowDttm, JSON.stringify(ownerIds))
    .all<CardRow & { owner_id: number }>();
  for (const row of results) byOwner.get(row.owner_id)?.push(toCard(row));
  return byOwner;
}
