/**
 * The audit log of changes (ADR 025): every operator call that changes something, by a console
 * operator or a script with a key, is written with who, when, what (the call and its target), the
 * input, and the target's state before and after (./audit-log.ts). Lists and reads are not
 * written. A call that fails changed nothing and writes nothing; one refused for the caller's role
 * is written as refused before it runs (../auth/operator.ts).
 */
import { OPS_CONTRACTS } from '#shared/schemas/ops-calls';
import type { Contract, IncomingBytes } from '#shared/schemas/contract';
import type { Endpoint } from '../gateway/endpoint';
import { auditActorOf, auditInsert } from './audit-log';

/** The operator calls whose route says they change something (ADR 045). */
type ChangingCall = { [K in keyof typeof OPS_CONTRACTS]: (typeof OPS_CONTRACTS)[K]['audit'] extends 'change' ? K : never }[keyof typeof OPS_CONTRACTS];

type Input = Record<string, unknown>;
interface Snapshot {
  /** `order:20261122-…`; a call that creates its target finds the new one's number in the answer's data. */
  target: (input: Input, data?: Input) => string | null;
  /** The target's state as one row, read before the call and, without `after`, again after it; absent where the answer says it all. */
  sql?: string;
  key?: (input: Input) => unknown;
  /**
   * The state after the call from the state before and the answer's data, where those say it all,
   * so it is not read again: the same fields, in the same order, as `sql` reads.
   */
  after?: (before: Input, data: Input) => Input;
}

const by = (name: string, field: string) => ({
  target: (input: Input, data?: Input) => {
    const id = input[field] ?? data?.[field];
    return id === undefined ? null : `${name}:${String(id)}`;
  },
  key: (input: Input) => input[field],
});
const customer = {
  target: (input: Input) => `customer:${String(input.incsNo ?? input.custWebId)}`,
  key: (input: Input) => String(input.incsNo ?? input.custWebId),
};

/** A product's fields that the console changes; its options and its images, each as one JSON row. */
const PRODUCT_STATE = `SELECT prd_nm, brand_cd, sub_cat_id, summary, description, cnsm_amt, sale_amt, best_yn, new_yn, sold_out_yn, sale_stop_yn, max_buy_qty
  FROM products WHERE inm_prd_no = ?`;
const OPTIONS_STATE = `SELECT json_group_array(json_object('inmOptnPrdNo', inm_optn_prd_no, 'prdOptnNm', prd_optn_nm, 'cnsmAmt', cnsm_amt, 'saleAmt', sale_amt, 'stock', stock)) AS options
  FROM (SELECT * FROM product_options WHERE inm_prd_no = ? ORDER BY sort_ord, inm_optn_prd_no)`;
const IMAGES_STATE = `SELECT json_group_array(json_object('sortOrd', sort_ord, 'alt', alt, 'url', url)) AS images
  FROM (SELECT * FROM product_images WHERE inm_prd_no = ? ORDER BY sort_ord)`;

/** How each changing call names its target and reads its state; a changing call missing here does not compile. */
const SNAPSHOTS: Readonly<Record<ChangingCall, Snapshot>> = {
  moveOrderStatus: {
    ...by('order', 'ordNo'),
    sql: 'SELECT status, tracking_no, carrier_cd FROM orders WHERE ord_no = ?',
    after: (_, data) => ({ status: data.status, tracking_no: data.trackingNo, carrier_cd: data.carrierCd }),
  },
  moveClaimStatus: { ...by('claim', 'clmNo'), sql: 'SELECT claim_type, status FROM order_claims WHERE id = ?' },
  moveBottleStatus: { ...by('bottle', 'id'), sql: 'SELECT status FROM bottle_collections WHERE id = ?' },
  grantPoints: {
    ...customer,
    sql: 'SELECT rmn_pt FROM customers WHERE CAST(incs_no AS TEXT) = ?1 OR cust_web_id = ?1',
    after: (_, data) => ({ rmn_pt: data.rmnPt }),
  },
  issueCoupon: { target: customer.target },
  setCustomerGrade: {
    ...by('customer', 'incsNo'),
    sql: 'SELECT inm_cust_grd_cd FROM customers WHERE incs_no = ?',
    after: (_, data) => ({ inm_cust_grd_cd: data.gradeCd }),
  },
  setCustomerEmployee: {
    ...by('customer', 'incsNo'),
    sql: 'SELECT c.emp_yn, c.afcp_emp_bnft_tgt_cmpy_cd, l.emp_no FROM customers c LEFT JOIN employee_links l ON l.incs_no = c.incs_no WHERE c.incs_no = ?',
    // The answer shows the company and number only of an employee; released, both are gone.
    after: (_, data) => ({ emp_yn: data.empYn, afcp_emp_bnft_tgt_cmpy_cd: data.afcpCd, emp_no: data.empNo }),
  },
  moderateReview: {
    ...by('review', 'reviewNo'),
    sql: 'SELECT status, reward_pt, (SELECT COUNT(*) FROM review_reports WHERE review_no = ?1 AND decided_at IS NULL) AS open_report_cnt FROM product_reviews WHERE review_no = ?1',
  },
  replyReview: { ...by('review', 'reviewNo'), sql: 'SELECT reply FROM product_reviews WHERE review_no = ?' },
  answerInquiry: { ...by('inquiry', 'inquiryNo'), sql: 'SELECT status, answer FROM inquiries WHERE inquiry_no = ?' },
  appointEditor: { ...by('customer', 'incsNo'), sql: 'SELECT editor_yn, editor_no FROM customers WHERE incs_no = ?' },
  releaseEditor: { ...by('customer', 'incsNo'), sql: 'SELECT editor_yn, editor_no FROM customers WHERE incs_no = ?' },
  decidePosting: { ...by('posting', 'postingNo'), sql: 'SELECT status, reject_reason, published_dttm FROM postings WHERE posting_id = ?' },
  createOperator: { target: (input) => `operator:${String(input.loginId)}` },
  setOperatorStatus: { ...by('operator', 'operatorId'), sql: 'SELECT role, status FROM operators WHERE operator_id = ?' },
  // A new key's state is the answer, its secret redacted below.
  createOperatorKey: { target: (_, data) => (data?.key ? `operator-key:${String((data.key as Input).keyId)}` : null) },
  revokeOperatorKey: { ...by('operator-key', 'keyId'), sql: 'SELECT name, role, revoked_at FROM operator_keys WHERE key_id = ?' },
  expirePendingOrders: { target: () => null },
  uploadTracking: { target: () => null },
  cancelOrder: {
    ...by('order', 'ordNo'),
    sql: 'SELECT o.status, p.cancelled_amt, o.use_pt FROM orders o LEFT JOIN payments p ON p.ord_no = o.ord_no WHERE o.ord_no = ?',
    // A refund adds its amount to the payment's cancelled amount (an order without a payment refunds no money) and leaves the points used.
    after: (before, data) => ({
      status: data.status,
      cancelled_amt: before.cancelled_amt === null ? null : Number(before.cancelled_amt) + Number(data.refundAmt),
      use_pt: before.use_pt,
    }),
  },
  // A retry's state after says whether the money went back (VOIDED) or the provider refused again (its new code).
  retryPaymentVoid: {
    ...by('payment-void', 'voidId'),
    sql: 'SELECT status, attempts, last_code FROM payment_voids WHERE void_id = ?',
    after: (_, data) => ({ status: data.status, attempts: data.attempts, last_code: data.lastCode }),
  },
  resolvePaymentVoid: {
    ...by('payment-void', 'voidId'),
    sql: 'SELECT status, resolved_by, memo FROM payment_voids WHERE void_id = ?',
    after: (_, data) => ({ status: data.status, resolved_by: data.resolvedBy, memo: data.memo }),
  },
  saveNotice: { ...by('notice', 'noticeNo'), sql: 'SELECT title, body, pinned_yn, status, published_at FROM notices WHERE notice_no = ?' },
  deleteNotice: { ...by('notice', 'noticeNo'), sql: 'SELECT title, body, pinned_yn, status, published_at FROM notices WHERE notice_no = ?' },
  saveFaq: { ...by('faq', 'faqNo'), sql: 'SELECT category_cd, question, answer, sort_ord, top_yn, status FROM faqs WHERE faq_no = ?' },
  saveProduct: { ...by('product', 'inmPrdNo'), sql: PRODUCT_STATE },
  setSaleStop: {
    ...by('product', 'inmPrdNo'),
    sql: 'SELECT sale_stop_yn FROM products WHERE inm_prd_no = ?',
    after: (_, data) => ({ sale_stop_yn: data.saleStopYn }),
  },
  saveOption: { ...by('product', 'inmPrdNo'), sql: OPTIONS_STATE },
  adjustStock: { ...by('option', 'inmOptnPrdNo'), sql: 'SELECT stock FROM product_options WHERE inm_optn_prd_no = ?' },
  uploadProductImage: { ...by('product', 'inmPrdNo'), sql: IMAGES_STATE },
  orderProductImages: { ...by('product', 'inmPrdNo'), sql: IMAGES_STATE },
  removeProductImage: { ...by('product', 'inmPrdNo'), sql: IMAGES_STATE },
  importCatalogCsv: { target: () => null },
  saveDocumentVersion: {
    target: (input) => `document:${String(input.docId)}`,
    sql: "SELECT json_group_array(json_object('versionNo', version_no, 'effectiveDt', effective_dt, 'status', status, 'bodyLength', length(body))) AS versions FROM document_versions WHERE doc_id = ?",
    key: (input) => input.docId,
  },
  deleteDocumentVersion: {
    target: (input) => `document:${String(input.docId)}`,
    sql: "SELECT json_group_array(json_object('versionNo', version_no, 'effectiveDt', effective_dt, 'status', status, 'bodyLength', length(body))) AS versions FROM document_versions WHERE doc_id = ?",
    key: (input) => input.docId,
  },
  saveStore: {
    ...by('store', 'storeNo'),
    sql: 'SELECT store_nm, region_cd, road_addr, dtl_addr, phone, weekday_hours, weekend_hours, services, status FROM stores WHERE store_no = ?',
  },
  saveEvent: {
    ...by('event', 'eventId'),
    sql: 'SELECT title, subtitle, summary, length(body) AS body_length, start_dttm, end_dttm, display_yn, sort_ord, banner_alt, banner_tone FROM events WHERE event_id = ?',
  },
  deleteFaq: { ...by('faq', 'faqNo'), sql: 'SELECT category_cd, question, answer, sort_ord, top_yn, status FROM faqs WHERE faq_no = ?' },
};

/** Each changing call's snapshot by its contract, which every endpoint carries. */
const SNAPSHOT_OF = new Map<object, Snapshot>(Object.entries(SNAPSHOTS).map(([call, snapshot]) => [OPS_CONTRACTS[call as ChangingCall], snapshot]));

/** A changing contract's snapshot; undefined for one the log does not know. */
export const snapshotOf = (contract: object) => SNAPSHOT_OF.get(contract);

async function stateOf(db: D1Database, snapshot: Snapshot, input: Input): Promise<Input | null> {
  const key = snapshot.key?.(input);
  // A call creating its target has nothing before it; its answer is the state after.
  if (!snapshot.sql || key === undefined) return null;
  return (await db.prepare(snapshot.sql).bind(key).first<Input>()) ?? null;
}

/** The state after the call: the answer's data where no state is read, else derived from before and the answer, else read again. */
async function stateAfter(db: D1Database, snapshot: Snapshot, input: Input, before: Input | null, data: unknown): Promise<unknown> {
  if (!snapshot.sql || snapshot.key?.(input) === undefined) return data;
  if (snapshot.after && before !== null) return snapshot.after(before, data as Input);
  return stateOf(db, snapshot, input);
}

/** Secrets never reach the log: a new operator's password and TOTP secret, a new key's secret. */
const SECRET_KEYS = new Set(['password', 'totpSecret', 'totpUri', 'secret']);
function redacted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redacted);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, SECRET_KEYS.has(key) ? '(기록하지 않음)' : redacted(inner)]));
}

/** The answer's data, when the state is not read separately. */
const dataOf = (result: unknown) => (result && typeof result === 'object' && 'data' in result ? (result as { data: unknown }).data : result);

/** What the log keeps as a call's input: a file's query parameters and its size, never its bytes. */
function auditInput(contract: Contract, { input, query }: { input?: unknown; query?: unknown }): Input {
  if (contract.body !== 'bytes') return (input ?? {}) as Input;
  return { ...(query as Input), bytes: (input as IncomingBytes).length };
}

/** `endpoint` with its changes written to the audit log. */
export function audited(endpoint: Endpoint): Endpoint {
  const { path } = endpoint.contract;
  if (endpoint.contract.audit === 'read') return endpoint;
  const snapshot = snapshotOf(endpoint.contract);
  if (!snapshot) throw new Error(`The operator call ${path} changes something but the audit log does not know how to record it`);
  return {
    contract: endpoint.contract,
    handler: async (args) => {
      // The gateway frame resolves the caller of every operator call before its handler runs.
      if (!args.actor) throw new Error(`The operator call ${path} ran without its caller`);
      const actor = auditActorOf(args.actor);
      const input = auditInput(endpoint.contract, args);
      const before = await stateOf(args.db, snapshot, input);
      const result = await endpoint.handler(args);
      const data = dataOf(result);
      const after = await stateAfter(args.db, snapshot, input, before, data);
      await auditInsert(args.db, {
        actor,
        action: path,
        outcome: 'DONE',
        target: snapshot.target(input, data as Input),
        input: redacted(input),
        before,
        after: redacted(after),
      }).run();
      return result;
    },
  };
}
