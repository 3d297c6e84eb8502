/**
 * Operator calls for customers, under `/ops/v1` (see index.ts for the key check): grant or take
 * back points (a point_history ADJUST line with the operator's memo, in the same batch), and issue
 * a coupon. The customer is named by `incsNo` or by login ID `custWebId`. Answers `{ data }` or
 * `{ code, message }` in Korean; a refused call changes nothing.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../env';

export const customerOps = new Hono<AppEnv>();

type OpsContext = Context<AppEnv>;
const DAY_MS = 86_400_000;

function refuse(c: OpsContext, status: 400 | 404 | 409, code: string, message: string): Response {
  return c.json({ code, message }, status, { 'Cache-Control': 'no-store' });
}

async function readBody(c: OpsContext): Promise<unknown> {
  try {
    const text = await c.req.text();
    return text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    return null;
  }
}

const CustomerRefSchema = z.object({
  incsNo: z.number().int().positive().optional(),
  custWebId: z.union([z.string(), z.number()]).transform(String).pipe(z.string().min(1).max(50)).optional(),
});

/** The active customer the body names, or null. */
async function findCustomerNo(db: D1Database, ref: z.infer<typeof CustomerRefSchema>): Promise<number | null> {
  const row = ref.incsNo
    ? await db.prepare("SELECT incs_no FROM customers WHERE incs_no = ? AND status = 'ACTIVE'").bind(ref.incsNo).first<{ incs_no: number }>()
    : await db.prepare("SELECT incs_no FROM customers WHERE cust_web_id = ? AND status = 'ACTIVE'").bind(ref.custWebId ?? '').first<{ incs_no: number }>();
  return row?.incs_no ?? null;
}

const PointsSchema = CustomerRefSchema.extend({
  delta: z.number().int().refine((delta) => delta !== 0 && Math.abs(delta) <= 10_000_000),
  memo: z.union([z.string(), z.number()]).transform(String).pipe(z.string().trim().min(1).max(100)),
});

customerOps.post('/customers/points', async (c) => {
  const parsed = PointsSchema.safeParse(await readBody(c));
  if (!parsed.success || (!parsed.data.incsNo && !parsed.data.custWebId)) {
    return refuse(c, 400, 'INVALID_INPUT', 'incsNo 또는 custWebId, delta(0이 아닌 정수), memo(100자 이내)를 확인해 주세요.');
  }
  const { delta, memo } = parsed.data;
  const db = c.env.DB;
  const incsNo = await findCustomerNo(db, parsed.data);
  if (!incsNo) return refuse(c, 404, 'CUSTOMER_NOT_FOUND', '고객을 찾을 수 없습니다.');
  try {
    await db.batch([
      db.prepare('UPDATE customers SET rmn_pt = rmn_pt + ? WHERE incs_no = ?').bind(delta, incsNo),
      db.prepare("INSERT INTO point_history (incs_no, delta, reason, memo, created_at) VALUES (?, ?, 'ADJUST', ?, ?)").bind(incsNo, delta, memo, Date.now()),
    ]);
  } catch (error) {
    if (String(error).includes('rmn_pt >= 0')) return refuse(c, 409, 'POINTS_NOT_ENOUGH', '보유 포인트보다 많이 차감할 수 없습니다.');
    throw error;
  }
  const row = await db.prepare('SELECT rmn_pt FROM customers WHERE incs_no = ?').bind(incsNo).first<{ rmn_pt: number }>();
  return c.json({ data: { incsNo, rmnPt: row?.rmn_pt ?? 0 } });
});

const CouponSchema = CustomerRefSchema.extend({
  cpnNm: z.union([z.string(), z.number()]).transform(String).pipe(z.string().trim().min(1).max(50)),
  dcAmt: z.number().int().positive().max(10_000_000).optional(),
  dcRate: z.number().int().min(1).max(100).optional(),
  minOrderAmt: z.number().int().nonnegative().default(0),
  days: z.number().int().min(1).max(3650).default(30),
  chnCds: z.string().regex(/^[123](,[123])*$/).default('1,2,3'),
});

customerOps.post('/customers/coupons', async (c) => {
  const parsed = CouponSchema.safeParse(await readBody(c));
  const body = parsed.success ? parsed.data : null;
  if (!body || (!body.incsNo && !body.custWebId) || (body.dcAmt === undefined) === (body.dcRate === undefined)) {
    return refuse(c, 400, 'INVALID_INPUT', 'incsNo 또는 custWebId, cpnNm, dcAmt(원)과 dcRate(%) 중 하나, minOrderAmt, days를 확인해 주세요.');
  }
  const incsNo = await findCustomerNo(c.env.DB, body);
  if (!incsNo) return refuse(c, 404, 'CUSTOMER_NOT_FOUND', '고객을 찾을 수 없습니다.');
  const now = Date.now();
  const expiresAt = now + body.days * DAY_MS;
  const result = await c.env.DB.prepare(
    'INSERT INTO customer_coupons (incs_no, cpn_nm, dc_amt, dc_rate, min_order_amt, chn_cds, issued_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  )
    .bind(incsNo, body.cpnNm, body.dcAmt ?? null, body.dcRate ?? null, body.minOrderAmt, body.chnCds, now, expiresAt)
    .run();
  return c.json({ data: { incsNo, customerCouponId: result.meta.last_row_id, cpnNm: body.cpnNm, expiresAt } });
});
