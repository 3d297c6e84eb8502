/**
 * The console's daily calls: the day at a glance (and the SMS budget's refusals of
 * the last day, member/sms/budget.ts), the order search that pages, sorts and filters in D1
 * (indexed by status and date, so it stays fast at 100,000 orders), and the warehouse's tracking
 * numbers and their carriers for many orders from one CSV file, each line moved on its own.
 */
import { dttmToEpoch, dttmToIsoDate, toDttm14 } from '#shared/format';
import { OPS_CONTRACTS } from '#shared/schemas/ops-calls';
import { TRACKING_CSV_MAX_ROWS } from '#shared/schemas/console-ops-calls';
import { defineEndpoint } from '../gateway/endpoint';
import { recentOverrun } from '../member/sms/budget';
import { GatewayError, messageOf } from '../gateway/errors';
import { OPS_ORDER_COLUMNS, opsOrderOf, shipOrder } from './order-ops';
import { parseTrackingCsv } from './tracking-csv';
import { pagedAnswer } from './paged-rows';
import { REPORTED_REVIEW } from './review-reports';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Epoch ms of 00:00 Korean time on `day` (yyyy-mm-dd). */
const kstMidnight = (day: string) => dttmToEpoch(`${day.replace(/-/g, '')}000000`);
/** The Korean date (yyyy-mm-dd) of `at`. */
const kstDay = (at: number) => dttmToIsoDate(toDttm14(at));

/**
 * 오늘: the day's orders and 결제 금액 as 매출 리포트 counts them (paid today, whatever happened to
 * them since: a cancel is the report's 취소·환불, on the day it was made), so the tiles and the
 * 14-day chart beside them never disagree; then the queues waiting for someone.
 */
export const getToday = defineEndpoint(OPS_CONTRACTS.getToday, async ({ db }) => {
  const day = kstDay(Date.now());
  const row = await db
    .prepare(
      `SELECT
         (SELECT COUNT(*) FROM orders WHERE paid_at >= ?1) AS order_cnt,
         (SELECT COALESCE(SUM(pay_amt), 0) FROM orders WHERE paid_at >= ?1) AS sales_amt,
         (SELECT COUNT(*) FROM orders WHERE status = 'PAID') AS to_prepare_cnt,
         (SELECT COUNT(*) FROM orders WHERE status = 'PREPARING') AS to_ship_cnt,
         (SELECT COUNT(*) FROM order_claims WHERE status IN ('REQUESTED', 'PICKING_UP') AND claim_type <> 'CANCEL') AS claim_cnt,
         (SELECT COUNT(*) FROM bottle_collections WHERE status = 'REQUESTED') AS bottle_cnt,
         (SELECT COUNT(*) FROM inquiries WHERE status = 'RECEIVED') AS inquiry_cnt,
         (SELECT COUNT(*) FROM product_reviews r WHERE r.status IN ('PENDING', 'HELD') OR (${REPORTED_REVIEW})) AS review_cnt,
         (SELECT COUNT(*) FROM postings WHERE status = 'PENDING') AS posting_cnt,
         (SELECT COUNT(*) FROM payment_voids WHERE status = 'PENDING') AS payment_void_cnt`,
    )
    .bind(kstMidnight(day))
    .first<Record<string, number>>();
  const overrun = await recentOverrun(db);
  return {
    data: {
      day,
      orderCnt: row!.order_cnt,
      salesAmt: row!.sales_amt,
      toPrepareCnt: row!.to_prepare_cnt,
      toShipCnt: row!.to_ship_cnt,
      claimCnt: row!.claim_cnt,
      bottleCnt: row!.bottle_cnt,
      inquiryCnt: row!.inquiry_cnt,
      reviewCnt: row!.review_cnt,
      postingCnt: row!.posting_cnt,
      paymentVoidCnt: row!.payment_void_cnt,
      smsBudgetOverrun: overrun && {
        firstDttm: toDttm14(overrun.firstRefusedAt),
        lastDttm: toDttm14(overrun.lastRefusedAt),
        refusedCnt: overrun.refusedCnt,
        budget: overrun.budget,
      },
    },
  };
});

/**
 * The search's WHERE: every filter optional. The keyword is matched exactly against what an index
 * finds (the order number, a tracking number, a member's ID or name: migration 0027).
 */
export const ORDER_SEARCH_WHERE = `(?1 IS NULL OR o.status = ?1) AND o.ordered_at >= ?2 AND o.ordered_at < ?3
  AND (?4 IS NULL OR o.ord_no = ?4 OR o.tracking_no = ?4
       OR o.incs_no IN (SELECT incs_no FROM customers WHERE cust_web_id = ?4 OR cust_nm = ?4))`;

export const searchOrders = defineEndpoint(OPS_CONTRACTS.searchOrders, async ({ db, input }) => {
  const from = input.from ? kstMidnight(input.from) : 0;
  const to = input.to ? kstMidnight(input.to) + DAY_MS : Number.MAX_SAFE_INTEGER;
  const binds = [input.status ?? null, from, to, input.keyword || null];
  // Fixed column names: the sort comes from an enum, never from text a caller sent.
  const orderBy = `${input.sort === 'payAmt' ? 'o.pay_amt' : 'o.ordered_at'} ${input.order}, o.ord_no ${input.order}`;
  return pagedAnswer(
    db,
    input,
    { select: OPS_ORDER_COLUMNS, from: 'orders o JOIN customers cu ON cu.incs_no = o.incs_no', where: ORDER_SEARCH_WHERE, orderBy, binds },
    opsOrderOf,
  );
});

export const uploadTracking = defineEndpoint(OPS_CONTRACTS.uploadTracking, async ({ db, input }) => {
  const lines = parseTrackingCsv(input.csv);
  if (lines.length > TRACKING_CSV_MAX_ROWS)
    throw new GatewayError('TRACKING_CSV_INVALID', `한 번에 ${TRACKING_CSV_MAX_ROWS.toLocaleString('ko-KR')}줄까지 올릴 수 있습니다.`);
  const rows = [];
  for (const row of lines) {
    if ('problem' in row) {
      rows.push({ ...row, ok: false, message: row.problem });
      continue;
    }
    try {
      await shipOrder(db, row.ordNo, row.parcel);
      rows.push({ ...row, ok: true, message: '배송중으로 변경했습니다.' });
    } catch (error) {
      rows.push({ ...row, ok: false, message: error instanceof GatewayError ? messageOf(error) : '변경하지 못했습니다.' });
    }
  }
  const shippedCnt = rows.filter((row) => row.ok).length;
  return {
    data: {
      shippedCnt,
      failedCnt: rows.length - shippedCnt,
      rows: rows.map(({ line, ordNo, trackingNo, carrierNm, ok, message }) => ({ line, ordNo, trackingNo, carrierNm, ok, message })),
    },
  };
});

export const CONSOLE_OPS = [getToday, searchOrders, uploadTracking];
