/**
 * The notification inbox (알림함): features post what a member should know (order
 * shipped, points expiring, an inquiry answered) and the member reads it from the header's bell.
 */
import { toDttm14 } from '#shared/format';
import type { InboxMessage } from '#shared/schemas/mypage-calls';
import { shipmentOf, type Parcel } from '#shared/order/carriers';

export const INBOX_PAGE_SIZE = 20;

/** What a feature posts; `link` is a path on the shop; `parcel`, a shipped order's, becomes its 배송조회 link. */
export interface InboxPost {
  kind: InboxMessage['kind'];
  title: string;
  body: string;
  link?: string;
  parcel?: Parcel;
}

/** The statement that posts `message` to `incsNo`, for a feature's own batch. */
export function inboxInsert(db: D1Database, incsNo: number, message: InboxPost, now = Date.now()): D1PreparedStatement {
  return db
    .prepare('INSERT INTO inbox_messages (incs_no, kind, title, body, link, carrier_cd, tracking_no, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
    .bind(incsNo, message.kind, message.title, message.body, message.link ?? '', message.parcel?.carrierCd ?? null, message.parcel?.trackingNo ?? null, now);
}

export async function countUnread(db: D1Database, incsNo: number): Promise<number> {
  const row = await db.prepare('SELECT COUNT(*) AS n FROM inbox_messages WHERE incs_no = ? AND read_at IS NULL').bind(incsNo).first<{ n: number }>();
  return row?.n ?? 0;
}

interface InboxRow {
  id: number;
  kind: InboxMessage['kind'];
  title: string;
  body: string;
  link: string;
  carrier_cd: string | null;
  tracking_no: string | null;
  created_at: number;
  read_at: number | null;
}

/** One page of the member's messages, newest first. */
export async function readInboxPage(db: D1Database, incsNo: number, page: number) {
  const [rows, total, unreadCount] = await Promise.all([
    db
      .prepare(
        'SELECT id, kind, title, body, link, carrier_cd, tracking_no, created_at, read_at FROM inbox_messages WHERE incs_no = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?',
      )
      .bind(incsNo, INBOX_PAGE_SIZE, (page - 1) * INBOX_PAGE_SIZE)
      .all<InboxRow>(),
    db.prepare('SELECT COUNT(*) AS n FROM inbox_messages WHERE incs_no = ?').bind(incsNo).first<{ n: number }>(),
    countUnread(db, incsNo),
  ]);
  const items: InboxMessage[] = rows.results.map((row) => ({
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    shipment: shipmentOf(row.carrier_cd, row.tracking_no),
    createdDttm: toDttm14(row.created_at),
    read: row.read_at !== null,
  }));
  return { items, page, totalPages: Math.max(1, Math.ceil((total?.n ?? 0) / INBOX_PAGE_SIZE)), unreadCount };
}

/** Marks the member's messages `ids` (or all) read; another member's ids change nothing. */
export async function markRead(db: D1Database, incsNo: number, ids: readonly number[] | undefined, now = Date.now()): Promise<number> {
  if (ids === undefined) {
    await db.prepare('UPDATE inbox_messages SET read_at = ? WHERE incs_no = ? AND read_at IS NULL').bind(now, incsNo).run();
  } else if (ids.length > 0) {
    const placeholders = ids.map(() => '?').join(', ');
    await db
      .prepare(`UPDATE inbox_messages SET read_at = ? WHERE incs_no = ? AND read_at IS NULL AND id IN (${placeholders})`)
      .bind(now, incsNo, ...ids)
      .run();
  }
  return countUnread(db, incsNo);
}
