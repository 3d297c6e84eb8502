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
import { CARD_COLUMNS, ON_SALE_SQL, SOLD_OUT_SQL, cardJoins } from '../display/product-sql';

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

/** Folders of campaign images under `/images/`. */
export type ImageFolder = 'live' | 'events' | 'postings';

/** Where the worker serves an image stored as SVG text: `/images/{folder}/{id}.svg`. */
export function imageUrl(folder: ImageFolder, id: number): string {
  return `/images/${folder}/${id}.svg`;
}

/** An image stored as SVG text, with its address. */
export function imageOf(folder: ImageFolder, id: number, alt: string, svg: string): CampaignImage {
  return { url: imageUrl(folder, id), alt, svg };
}

/** The tables that link products to an owner, and the owner's id column. Fixed names: they go into SQL. */
const LINKS = {
  live: { table: 'live_products', owner: 'live_id' },
  event: { table: 'event_products', owner: 'event_id' },
  posting: { table: 'posting_products', owner: 'posting_id' },
} as const;
export type LinkKind = keyof typeof LINKS;

/** The owners whose linked cards on sale a statement reads: a subquery that may use `?1` (now) and `?2` (`value`). */
export interface LinkOwners {
  sql: string;
  value?: unknown;
}

/** Owners named by their ids. One bound JSON array instead of one parameter an id: D1 caps a statement's parameters. */
export function ownersByIds(ids: readonly number[]): LinkOwners {
  return { sql: 'SELECT value FROM json_each(?2)', value: JSON.stringify(ids) };
}

/**
 * The cards linked to `owners`, grouped by owner in link order, the sold-out ones after the rest
 * as in every list (docs/decisions/054-sold-out-last.md), as one statement of a batch.
 */
export function linkedCardsStatement(db: D1Database, kind: LinkKind, nowDttm: string, owners: LinkOwners): D1PreparedStatement {
  const { table, owner } = LINKS[kind];
  return db
    .prepare(
      `SELECT l.${owner} AS owner_id, ${CARD_COLUMNS}
         FROM ${table} l JOIN products p ON p.inm_prd_no = l.inm_prd_no
         ${cardJoins('?1')}
        WHERE l.${owner} IN (${owners.sql}) AND ${ON_SALE_SQL}
        ORDER BY l.${owner}, ${SOLD_OUT_SQL}, l.sort_ord, p.inm_prd_no`,
    )
    .bind(...(owners.value === undefined ? [nowDttm] : [nowDttm, owners.value]));
}

export type LinkedCardRow = CardRow & { owner_id: number };

/** Rows of `linkedCardsStatement` as each owner's cards; owners without products map to `[]`. */
export function cardsByOwner(rows: readonly LinkedCardRow[], ownerIds: readonly number[]): Map<number, ProductCard[]> {
  const byOwner = new Map<number, ProductCard[]>(ownerIds.map((id) => [id, []]));
  for (const row of rows) byOwner.get(row.owner_id)?.push(toCard(row));
  return byOwner;
}

/** The cards linked to each of `ownerIds`, in link order; owners without products map to `[]`. */
export async function linkedCards(db: D1Database, kind: LinkKind, ownerIds: readonly number[], nowDttm: string): Promise<Map<number, ProductCard[]>> {
  if (ownerIds.length === 0) return new Map();
  const { results } = await linkedCardsStatement(db, kind, nowDttm, ownersByIds(ownerIds)).all<LinkedCardRow>();
  return cardsByOwner(results, ownerIds);
}
