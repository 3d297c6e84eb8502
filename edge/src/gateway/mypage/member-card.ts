/**
 * The membership card, shown as a barcode on mypage: a 16-digit number drawn from the CSPRNG,
 * unrelated to the customer number so the barcode reveals nothing, issued on first use and
 * replaced when the member reissues it (the old number stops working at once).
 */
import { toDttm14 } from '#shared/format';
import type { MemberCard } from '#shared/schemas/mypage-calls';

/** 16 random digits starting with 9 (the shop's card range), grouped for reading by `formatCardNo`. */
export function newCardNo(): string {
  const digits = crypto.getRandomValues(new Uint8Array(15));
  return `9${[...digits].map((byte) => String(byte % 10)).join('')}`;
}

/** The member's card, issuing one when there is none. */
export async function memberCard(db: D1Database, incsNo: number, now = Date.now()): Promise<MemberCard> {
  await db
    .prepare('INSERT INTO member_cards (incs_no, card_no, issued_at) VALUES (?, ?, ?) ON CONFLICT (incs_no) DO NOTHING')
    .bind(incsNo, newCardNo(), now)
    .run();
  const row = await db.prepare('SELECT card_no, issued_at FROM member_cards WHERE incs_no = ?').bind(incsNo).first<{ card_no: string; issued_at: number }>();
  return { cardNo: row!.card_no, issuedDttm: toDttm14(row!.issued_at) };
}

/** A new number for the member's card. */
export async function reissueCard(db: D1Database, incsNo: number, now = Date.now()): Promise<MemberCard> {
  const cardNo = newCardNo();
  await db
    .prepare('INSERT INTO member_cards (incs_no, card_no, issued_at) VALUES (?1, ?2, ?3) ON CONFLICT (incs_no) DO UPDATE SET card_no = ?2, issued_at = ?3')
    .bind(incsNo, cardNo, now)
    .run();
  return { cardNo, issuedDttm: toDttm14(now) };
}
