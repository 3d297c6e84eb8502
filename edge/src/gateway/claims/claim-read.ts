/**
 * Reading claims for their owner: the claim list (cancels, exchanges and returns, newest first)
 * and one claim, with the order lines each claim covers and Korean names for type, status, reason.
 */
import {
  CLAIM_STATUS_NAMES,
  CLAIM_TYPE_NAMES,
  claimReasonName,
  type Claim,
  type ClaimList,
  type ClaimStatus,
  type ClaimType,
} from '#shared/schemas/claim-calls';
import { toDttm14 } from '#shared/format';
import { CANCEL_REASONS } from '#shared/schemas/order-history-calls';
import { GatewayError } from '../errors';
import { lineProductOf, type OrderLineProductRow } from '../order-line-row';

export const CLAIM_PAGE_SIZE = 10;

interface ClaimRow {
  id: number;
  ord_no: string;
  order_nm: string;
  claim_type: ClaimType;
  status: ClaimStatus;
  reason_cd: string;
  reason_text: string;
  pickup_rcpt_nm: string | null;
  pickup_mobile: string | null;
  pickup_zip_no: string | null;
  pickup_road_addr: string | null;
  pickup_dtl_addr: string | null;
  refund_amt: number;
  refund_pt: number;
  return_shipping_fee: number;
  requested_at: number;
  completed_at: number | null;
}

interface ClaimLineRow extends OrderLineProductRow {
  claim_id: number;
  order_line_id: number;
  sale_amt: number;
  qty: number;
}

const SELECT_CLAIMS = 'SELECT c.*, o.order_nm FROM order_claims c JOIN orders o ON o.ord_no = c.ord_no';

/** Cancels carry the cancel screen's reasons (order-history); exchanges and returns ours. */
function reasonName(row: ClaimRow): string {
  const cancelReason = row.claim_type === 'CANCEL' ? (CANCEL_REASONS as Record<string, string>)[row.reason_cd] : undefined;
  return cancelReason ?? claimReasonName(row.reason_cd);
}

function toClaim(row: ClaimRow, lines: readonly ClaimLineRow[]): Claim {
  return {
    clmNo: row.id,
    clmType: row.claim_type,
    clmTypeNm: CLAIM_TYPE_NAMES[row.claim_type],
    ordNo: row.ord_no,
    orderNm: row.order_nm,
    status: row.status,
    statusNm: CLAIM_STATUS_NAMES[row.status],
    reasonCd: row.reason_cd,
    reasonNm: reasonName(row),
    reasonText: row.reason_text,
    refundAmt: row.refund_amt,
    refundPt: row.refund_pt,
    returnShippingFee: row.return_shipping_fee,
    requestedAt: toDttm14(row.requested_at),
    completedAt: row.completed_at === null ? null : toDttm14(row.completed_at),
    pickup:
      row.pickup_rcpt_nm === null
        ? null
        : {
            rcptNm: row.pickup_rcpt_nm,
            mobile: row.pickup_mobile ?? '',
            zipNo: row.pickup_zip_no ?? '',
            roadAddr: row.pickup_road_addr ?? '',
            dtlAddr: row.pickup_dtl_addr ?? '',
          },
    lines: lines
      .filter((line) => line.claim_id === row.id)
      .map((line) => ({
        ordLineNo: line.order_line_id,
        ...lineProductOf(line),
        saleAmt: line.sale_amt,
        qty: line.qty,
      })),
  };
}

async function withLines(db: D1Database, rows: readonly ClaimRow[]): Promise<Claim[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .prepare(
      `SELECT cl.claim_id, cl.order_line_id, cl.qty, l.prd_nm, l.prd_optn_nm, l.brand_nm, l.image_url, l.sale_amt
       FROM order_claim_lines cl JOIN order_lines l ON l.id = cl.order_line_id
       WHERE cl.claim_id IN (SELECT value FROM json_each(?)) ORDER BY cl.order_line_id`,
    )
    .bind(JSON.stringify(rows.map((row) => row.id)))
    .all<ClaimLineRow>();
  return rows.map((row) => toClaim(row, lines.results));
}

/** One page of the caller's claims, optionally of one type. */
export async function readClaimList(db: D1Database, incsNo: number, query: { type?: ClaimType; page: number }): Promise<ClaimList> {
  const type = query.type ?? null;
  const filter = 'WHERE c.incs_no = ?1 AND (?2 IS NULL OR c.claim_type = ?2)';
  const [count, page] = await db.batch([
    db.prepare(`SELECT COUNT(*) AS n FROM order_claims c ${filter}`).bind(incsNo, type),
    db
      .prepare(`${SELECT_CLAIMS} ${filter} ORDER BY c.requested_at DESC, c.id DESC LIMIT ?3 OFFSET ?4`)
      .bind(incsNo, type, CLAIM_PAGE_SIZE, (query.page - 1) * CLAIM_PAGE_SIZE),
  ]);
  const claims = await withLines(db, page.results as unknown as ClaimRow[]);
  return { claims, totalCnt: (count.results[0] as { n: number }).n, page: query.page, pageSize: CLAIM_PAGE_SIZE };
}

/** One claim; `incsNo` null reads any (the operator), else only the caller's (404 otherwise). */
export async function readClaim(db: D1Database, incsNo: number | null, clmNo: number): Promise<Claim> {
  const row = await db.prepare(`${SELECT_CLAIMS} WHERE c.id = ?1 AND (?2 IS NULL OR c.incs_no = ?2)`).bind(clmNo, incsNo).first<ClaimRow>();
  if (!row) throw new GatewayError('CLAIM_NOT_FOUND');
  const [claim] = await withLines(db, [row]);
  return claim;
}

/** The newest claims of every customer for the operator, with whose they are; optionally filtered. */
export async function readClaimsForOperator(
  db: D1Database,
  filter: { status?: ClaimStatus; type?: ClaimType },
  limit: number,
  offset = 0,
): Promise<(Claim & { incsNo: number })[]> {
  const rows = await db
    .prepare(`${SELECT_CLAIMS} WHERE (?1 IS NULL OR c.status = ?1) AND (?2 IS NULL OR c.claim_type = ?2) ORDER BY c.id DESC LIMIT ?3 OFFSET ?4`)
    .bind(filter.status ?? null, filter.type ?? null, limit, offset)
    .all<ClaimRow & { incs_no: number }>();
  const claims = await withLines(db, rows.results);
  return claims.map((claim, index) => ({ ...claim, incsNo: rows.results[index].incs_no }));
}
