/**
 * The guest cart joins the member cart at login. Per option the guest quantities are added onto
 * the member's line (or become a new member line), capped by stock and the product's limit, and
 * the guest lines are deleted, all in one D1 batch. Each write is guarded by the guest lines still
 * existing, so a second or racing merge of the same guest cart changes nothing.
 */
import type { MergeGuestCartResponse } from '#shared/schemas/cart-calls';
import { findCartOptions } from './cart-options';
import { mergeCap } from '#shared/order/cart-rules';

type MergeResult = MergeGuestCartResponse['data'];

interface GuestLine {
  id: number;
  inm_optn_prd_no: string;
  qty: number;
  prdprice: number;
}

interface OptionGroup {
  guestIds: number[];
  guestQty: number;
  prdprice: number;
}

const NOTHING: MergeResult = { mergedCnt: 0, cappedLines: [], message: '' };

/** Guest lines by option, in the order the guest added them. */
function groupByOption(lines: readonly GuestLine[]): Map<string, OptionGroup> {
  const groups = new Map<string, OptionGroup>();
  for (const line of lines) {
    const group = groups.get(line.inm_optn_prd_no) ?? { guestIds: [], guestQty: 0, prdprice: line.prdprice };
    group.guestIds.push(line.id);
    group.guestQty += line.qty;
    groups.set(line.inm_optn_prd_no, group);
  }
  return groups;
}

/** Merges the guest cart keyed `cartKey` (guest-cart.ts; null: none) into member `incsNo`'s cart. */
export async function mergeGuestCart(db: D1Database, incsNo: number, cartKey: string | null): Promise<MergeResult> {
  if (cartKey === null) return NOTHING;
  const guest = await db
    .prepare('SELECT id, inm_optn_prd_no, qty, prdprice FROM cart_lines WHERE sess_id = ? AND incs_no IS NULL ORDER BY id')
    .bind(cartKey)
    .all<GuestLine>();
  if (guest.results.length === 0) return NOTHING;
  const groups = groupByOption(guest.results);
  const numbers = [...groups.keys()];
  const [options, member] = await Promise.all([
    findCartOptions(db, numbers),
    db
      .prepare('SELECT id, inm_optn_prd_no, qty FROM cart_lines WHERE incs_no = ? AND inm_optn_prd_no IN (SELECT value FROM json_each(?)) ORDER BY id')
      .bind(incsNo, JSON.stringify(numbers))
      .all<GuestLine>(),
  ]);
  const memberLine = new Map<string, GuestLine>();
  for (const line of member.results) if (!memberLine.has(line.inm_optn_prd_no)) memberLine.set(line.inm_optn_prd_no, line);

  const guestIds = guest.results.map((line) => line.id);
  const stillThere = 'EXISTS (SELECT 1 FROM cart_lines WHERE id = ? AND sess_id = ? AND incs_no IS NULL)';
  const statements: D1PreparedStatement[] = [];
  const cappedLines: MergeResult['cappedLines'] = [];
  const now = Date.now();
  for (const [number, group] of groups) {
    const option = options.get(number);
    const target = memberLine.get(number);
    const askedQty = (target?.qty ?? 0) + group.guestQty;
    // An option gone from the catalog has no cap to apply; its line moves as it is.
    const qty = option ? Math.min(askedQty, mergeCap(option)) : askedQty;
    if (option && qty < askedQty) cappedLines.push({ inmOptnPrdNo: number, prdNm: option.prd_nm, askedQty, qty });
    const prdprice = option?.sale_amt ?? group.prdprice;
    statements.push(
      target
        ? db.prepare(`UPDATE cart_lines SET qty = ?, prdprice = ? WHERE id = ? AND ${stillThere}`).bind(qty, prdprice, target.id, group.guestIds[0], cartKey)
        : db
            .prepare(`INSERT INTO cart_lines (incs_no, inm_optn_prd_no, qty, prdprice, added_at) SELECT ?, ?, ?, ?, ? WHERE ${stillThere}`)
            .bind(incsNo, number, qty, prdprice, now, group.guestIds[0], cartKey),
    );
  }
  statements.push(
    db
      .prepare('DELETE FROM cart_lines WHERE sess_id = ? AND incs_no IS NULL AND id IN (SELECT value FROM json_each(?))')
      .bind(cartKey, JSON.stringify(guestIds)),
  );
  const results = await db.batch(statements);
  const mergedCnt = results[results.length - 1].meta.changes;
  // A racing merge took the guest cart first: this batch's guarded writes did nothing.
  if (mergedCnt === 0) return NOTHING;
  const message = cappedLines.length
    ? `${cappedLines.map((line) => line.prdNm).join(', ')} 상품은 구매 가능한 최대 수량을 넘어 수량이 조정되었습니다.`
    : `비회원으로 담은 상품 ${groups.size}개를 장바구니에 합쳤습니다.`;
  return { mergedCnt, cappedLines, message };
}
