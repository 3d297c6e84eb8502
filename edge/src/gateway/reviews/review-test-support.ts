/**
 * Helpers the review tests share: a member with a delivered order line, photos in quarantine as the
 * upload call leaves them, calls to the review endpoints, and the member's points.
 */
import { env } from 'cloudflare:test';
import { uploadRules } from '#shared/uploads/upload-rules';
import { callGateway } from '#edge/testing/gateway-call';
import { receiveUpload } from '#edge/uploads/receive-upload';
import { FILES } from '#edge/uploads/test-files';
import { okData } from '../cart/cart-test-support';
import { seedFixtureCatalog } from '../display/test-catalog';
import { newMember, seedPaidOrder } from '../order-history/order-test-support';

export const DAY_MS = 86_400_000;

/** The fixture catalog with stock enough for every order the file places: each review test file's start. */
export async function seedReviewCatalog(): Promise<void> {
  await seedFixtureCatalog(env.DB);
  await env.DB.prepare('UPDATE product_options SET stock = 1000').run();
}

/** Option 20000000201 belongs to product 100000002 (display/test-catalog.ts). */
export const CREAM = { option: '20000000201', inmPrdNo: '100000002' };
export const TONER = { option: '20000000101', inmPrdNo: '100000001' };

/** A member (no points) with a delivered order of `option`; answers the line to review. */
export async function deliveredLine(option = CREAM.option, deliveredAgo = DAY_MS, member?: { incsNo: number; token: string }) {
  const who = member ?? (await newMember(0));
  const deliveredAt = Date.now() - deliveredAgo;
  const { ordNo } = await seedPaidOrder({ incsNo: who.incsNo, lines: [{ option, qty: 1 }], orderedAt: deliveredAt - 3 * DAY_MS });
  await env.DB.prepare("UPDATE orders SET status = 'DELIVERED', status_changed_at = ?, delivered_at = ? WHERE ord_no = ?")
    .bind(deliveredAt, deliveredAt, ordNo)
    .run();
  const line = await env.DB.prepare('SELECT id FROM order_lines WHERE ord_no = ?').bind(ordNo).first<{ id: number }>();
  return { ...who, ordNo, orderLineId: line!.id };
}

/** A JPEG the member uploaded for a review, still in quarantine. */
export async function quarantinedPhoto(incsNo: number): Promise<string> {
  const body = new Blob([FILES.jpeg]).stream();
  const upload = await receiveUpload(env.DB, env.UPLOADS, { incsNo, use: 'REVIEW', rule: uploadRules().REVIEW, body, length: FILES.jpeg.byteLength });
  return upload.uploadId;
}

export const review = (verb: string, body: unknown, token?: string, area: 'dp' | 'cu' = 'cu') =>
  callGateway('POST', `/${area}/review/v1/${verb}`, { token, body: JSON.stringify(body) });

let texts = 0;
/** A new member's published text review of `option`, each with words of its own (a copy would be held); answers its number and the writer. */
export async function writtenReview(option: string, rating: number, fields: Record<string, unknown> = {}) {
  const line = await deliveredLine(option);
  texts += 1;
  const content = `토너 ${texts}번째 후기입니다. 흡수가 빠르고 끈적임이 없어서 아침에 쓰기 좋아요.`;
  const saved = await okData<{ reviewNo: number; status: string }>(
    review('registerReview', { orderLineId: line.orderLineId, rating, content, termsAgreed: true, ...fields }, line.token),
  );
  return { ...line, reviewNo: saved.reviewNo, status: saved.status };
}

export async function pointsOf(incsNo: number): Promise<{ rmnPt: number; lines: { reason: string; delta: number }[] }> {
  const member = await env.DB.prepare('SELECT rmn_pt FROM customers WHERE incs_no = ?').bind(incsNo).first<{ rmn_pt: number }>();
  const { results } = await env.DB.prepare('SELECT reason, delta FROM point_history WHERE incs_no = ? ORDER BY id')
    .bind(incsNo)
    .all<{ reason: string; delta: number }>();
  return { rmnPt: member?.rmn_pt ?? 0, lines: results };
}

export const GOOD_TEXT = '촉촉하고 순해서 건성 피부인 저에게 딱 맞아요. 향도 은은하고 재구매 의사 있습니다.';
