import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectRefusedUnchanged } from '#edge/testing/gateway-call';
import { seedFixtureCatalog } from '../display/test-catalog';
import { claimRows, newClaimMember, okData, oneLineClaim, PICKUP, postClaim, seedOrder } from './claim-test-support';
import type { Claim } from '#shared/schemas/claim-calls';

beforeAll(async () => {
  await seedFixtureCatalog(env.DB);
});

const DAY = 86_400_000;
const error = (code: string, message: string) => ({ code, message });

const expectRefused = (call: () => Promise<Response>, status: number, body: unknown) => expectRefusedUnchanged(claimRows, call, status, body);

describe('POST /api/or/claim/v1/requestReturn', () => {
  it('writes a return with its refund preview: the paid share minus the shopper-fault fee', async () => {
    const { incsNo, token } = await newClaimMember();
    const order = await seedOrder(incsNo);
    const claim = await okData<Claim>(postClaim('requestReturn', oneLineClaim(order.ordNo, order.tonerLine, 1, 'CHANGE_OF_MIND'), token, 'return-key-0001'));
    // One toner of 17,600원 less its half of the toners' 2,700원 coupon share, paid in cash (cash
    // first, points last: refund-plan.ts), minus the 2,500원 fee.
    expect(claim).toEqual({
      clmNo: expect.any(Number),
      clmType: 'RETURN',
      clmTypeNm: '반품',
      ordNo: order.ordNo,
      orderNm: '녹차 토너 기획세트 외 1건',
      status: 'REQUESTED',
      statusNm: '접수',
      reasonCd: 'CHANGE_OF_MIND',
      reasonNm: '단순 변심',
      reasonText: '',
      refundAmt: 13750,
      refundPt: 0,
      returnShippingFee: 2500,
      requestedAt: expect.stringMatching(/^\d{14}$/),
      completedAt: null,
      pickup: { ...PICKUP, mobile: '01012345678' },
      lines: [
        { ordLineNo: order.tonerLine, prdNm: '녹차 토너 기획세트', prdOptnNm: '기본', brandNm: '녹차숍', imageUrl: '/images/p.jpg', saleAmt: 17600, qty: 1 },
      ],
    });
  });

  it('charges no fee when the shop is at fault and refunds the whole paid amount for the whole order', async () => {
    const { incsNo, token } = await newClaimMember();
    const order = await seedOrder(incsNo);
    const lines = [
      { ordLineNo: order.tonerLine, qty: 2 },
      { ordLineNo: order.creamLine, qty: 1 },
    ];
    const claim = await okData<Claim>(
      postClaim('requestReturn', { ordNo: order.ordNo, lines, reasonCd: 'DEFECTIVE', pickup: PICKUP }, token, 'return-key-0002'),
    );
    expect(claim).toMatchObject({ refundAmt: 58200, refundPt: 2000, returnShippingFee: 0 });
  });

  it('gives one claim for the same Idempotency-Key twice, and refuses a request without a key', async () => {
    const { incsNo, token } = await newClaimMember();
    const order = await seedOrder(incsNo);
    const body = oneLineClaim(order.ordNo, order.creamLine, 1, 'DEFECTIVE');
    await expectRefused(
      () => postClaim('requestReturn', body, token),
      400,
      error('IDEMPOTENCY_KEY_REQUIRED', '요청 식별 키(Idempotency-Key)가 필요합니다. 페이지를 새로고침한 뒤 다시 시도해 주세요.'),
    );
    const [first, second] = await Promise.all([
      okData<Claim>(postClaim('requestReturn', body, token, 'same-key-0001')),
      okData<Claim>(postClaim('requestReturn', body, token, 'same-key-0001')),
    ]);
    expect(second).toEqual(first);
    const count = await env.DB.prepare('SELECT COUNT(*) AS n FROM order_claims WHERE ord_no = ?').bind(order.ordNo).first<{ n: number }>();
    expect(count?.n).toBe(1);
  });

  it('writes one claim when two requests with different keys race for the same line', async () => {
    const { incsNo, token } = await newClaimMember();
    const order = await seedOrder(incsNo);
    const body = oneLineClaim(order.ordNo, order.creamLine, 1, 'DEFECTIVE');
    const answers = await Promise.all(['race-key-0001', 'race-key-0002', 'race-key-0003'].map((key) => postClaim('requestReturn', body, token, key)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    const count = await env.DB.prepare('SELECT COUNT(*) AS n FROM order_claim_lines cl JOIN order_claims c ON c.id = cl.claim_id WHERE c.ord_no = ?')
      .bind(order.ordNo)
      .first<{ n: number }>();
    expect(count?.n).toBe(1);
  });

  it.each(['PAID', 'PREPARING', 'SHIPPING', 'CONFIRMED', 'CANCELLED'])('refuses an order in %s with 409 and writes nothing', async (status) => {
    const { incsNo, token } = await newClaimMember();
    const order = await seedOrder(incsNo, status);
    await expectRefused(
      () => postClaim('requestReturn', oneLineClaim(order.ordNo, order.creamLine, 1, 'DEFECTIVE'), token, `status-${status}`),
      409,
      error('CLAIM_NOT_DELIVERED', '배송완료된 주문만 교환·반품을 신청할 수 있습니다.'),
    );
  });

  it('refuses after 7 days from delivery, and takes it on the 7th day', async () => {
    const { incsNo, token } = await newClaimMember();
    const late = await seedOrder(incsNo, 'DELIVERED', Date.now() - 7 * DAY - 60_000);
    await expectRefused(
      () => postClaim('requestReturn', oneLineClaim(late.ordNo, late.creamLine, 1, 'DEFECTIVE'), token, 'late-key-0001'),
      409,
      error('CLAIM_PERIOD_OVER', '배송완료 후 7일이 지나 교환·반품을 신청할 수 없습니다. 고객센터로 문의해 주세요.'),
    );
    const inTime = await seedOrder(incsNo, 'DELIVERED', Date.now() - 7 * DAY + 60_000);
    await okData(postClaim('requestReturn', oneLineClaim(inTime.ordNo, inTime.creamLine, 1, 'DEFECTIVE'), token, 'intime-key-01'));
  });

  it("refuses another member's order and a guest", async () => {
    const owner = await newClaimMember();
    const other = await newClaimMember();
    const order = await seedOrder(owner.incsNo);
    const body = oneLineClaim(order.ordNo, order.creamLine, 1, 'DEFECTIVE');
    await expectRefused(() => postClaim('requestReturn', body, other.token, 'other-key-001'), 404, error('CLAIM_ORDER_NOT_FOUND', '주문을 찾을 수 없습니다.'));
    await expectRefused(() => postClaim('requestReturn', body, undefined, 'guest-key-001'), 401, error('LOGIN_REQUIRED', '로그인이 필요합니다.'));
  });

  it('refuses more than ordered, a line of another order, and a second open claim on a line', async () => {
    const { incsNo, token } = await newClaimMember();
    const order = await seedOrder(incsNo);
    const elsewhere = await seedOrder(incsNo);
    const ask = (lines: unknown, key: string) => postClaim('requestReturn', { ordNo: order.ordNo, lines, reasonCd: 'DEFECTIVE', pickup: PICKUP }, token, key);
    await expectRefused(
      () => ask([{ ordLineNo: order.tonerLine, qty: 3 }], 'qty-key-0001'),
      409,
      error('CLAIM_QTY_EXCEEDED', '신청 가능한 수량을 초과했습니다.'),
    );
    await expectRefused(
      () => ask([{ ordLineNo: elsewhere.tonerLine, qty: 1 }], 'line-key-0001'),
      404,
      error('CLAIM_LINE_NOT_FOUND', '이 주문에 없는 상품입니다.'),
    );
    await okData(ask([{ ordLineNo: order.tonerLine, qty: 1 }], 'open-key-0001'));
    await expectRefused(
      () => ask([{ ordLineNo: order.tonerLine, qty: 1 }], 'open-key-0002'),
      409,
      error('CLAIM_ALREADY_OPEN', '이미 교환 또는 반품 신청이 진행 중인 상품입니다.'),
    );
    await expectRefused(
      () => postClaim('requestExchange', oneLineClaim(order.ordNo, order.tonerLine, 1, 'DEFECTIVE'), token, 'open-key-0003'),
      409,
      error('CLAIM_ALREADY_OPEN', '이미 교환 또는 반품 신청이 진행 중인 상품입니다.'),
    );
  });

  it('asks for a text with 기타 and for at least one line', async () => {
    const { incsNo, token } = await newClaimMember();
    const order = await seedOrder(incsNo);
    const response = await postClaim('requestReturn', { ordNo: order.ordNo, lines: [], reasonCd: 'OTHER', pickup: PICKUP }, token, 'input-key-001');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'INVALID_INPUT',
      message: '입력값을 확인해 주세요.',
      fields: { lines: '신청할 상품을 선택해 주세요.', reasonText: '기타 사유를 입력해 주세요.' },
    });
  });

  it("takes the pickup from one of the member's delivery addresses", async () => {
    const { incsNo, token } = await newClaimMember();
    const order = await seedOrder(incsNo);
    const address = await env.DB.prepare(
      "INSERT INTO delivery_addresses (incs_no, addr_nm, rcpt_nm, mobile, zip_no, road_addr, dtl_addr, created_at, updated_at) VALUES (?, '회사', '박녹차', '01099998888', '04524', '서울특별시 중구 세종대로 110', '3층', 0, 0)",
    )
      .bind(incsNo)
      .run();
    const body = {
      ordNo: order.ordNo,
      lines: [{ ordLineNo: order.creamLine, qty: 1 }],
      reasonCd: 'WRONG_ITEM',
      pickup: { dlvAddrNo: address.meta.last_row_id },
    };
    const claim = await okData<Claim>(postClaim('requestExchange', body, token, 'addr-key-0001'));
    expect(claim).toMatchObject({
      clmType: 'EXCHANGE',
      returnShippingFee: 0,
      refundAmt: 0,
      pickup: { rcptNm: '박녹차', mobile: '01099998888', zipNo: '04524', roadAddr: '서울특별시 중구 세종대로 110', dtlAddr: '3층' },
    });
    await expectRefused(
      () => postClaim('requestExchange', { ...body, lines: [{ ordLineNo: order.tonerLine, qty: 1 }], pickup: { dlvAddrNo: 99999 } }, token, 'addr-key-0002'),
      404,
      error('CLAIM_ADDRESS_NOT_FOUND', '배송지를 찾을 수 없습니다.'),
    );
  });
});

describe('POST /api/or/claim/v1/requestExchange', () => {
  it('charges the round-trip fee for 단순 변심 and nothing moves money', async () => {
    const { incsNo, token } = await newClaimMember();
    const order = await seedOrder(incsNo);
    const claim = await okData<Claim>(postClaim('requestExchange', oneLineClaim(order.ordNo, order.tonerLine, 2, 'CHANGE_OF_MIND'), token, 'exch-key-0001'));
    expect(claim).toMatchObject({ clmType: 'EXCHANGE', clmTypeNm: '교환', status: 'REQUESTED', returnShippingFee: 5000, refundAmt: 0, refundPt: 0 });
  });
});

describe('POST /api/or/claim/v1/getClaimableOrder and previewReturn', () => {
  it('shows each line with the quantity still open, the order address and the deadline', async () => {
    const { incsNo, token } = await newClaimMember();
    const order = await seedOrder(incsNo);
    await okData(postClaim('requestReturn', oneLineClaim(order.ordNo, order.tonerLine, 1, 'DEFECTIVE'), token, 'view-key-0001'));
    const view = await okData<{ lines: { ordLineNo: number; claimableQty: number }[]; address: unknown; shopperFaultFee: number; deadlineAt: string }>(
      postClaim('getClaimableOrder', { ordNo: order.ordNo, type: 'RETURN' }, token),
    );
    expect(view.lines.map((line) => [line.ordLineNo, line.claimableQty])).toEqual([
      [order.tonerLine, 0],
      [order.creamLine, 1],
    ]);
    expect(view.address).toEqual({ rcptNm: '김녹차', mobile: '01012345678', zipNo: '06236', roadAddr: '서울특별시 강남구 테헤란로 152', dtlAddr: '12층' });
    expect(view.shopperFaultFee).toBe(2500);
    expect(view.deadlineAt).toMatch(/^\d{14}$/);
    // The cream (30,000원) less its 2,300원 coupon share, minus the 2,500원 fee.
    expect(
      await okData(postClaim('previewReturn', { ordNo: order.ordNo, lines: [{ ordLineNo: order.creamLine, qty: 1 }], reasonCd: 'CHANGE_OF_MIND' }, token)),
    ).toEqual({
      refundAmt: 25200,
      refundPt: 0,
      returnShippingFee: 2500,
    });
  });
});
