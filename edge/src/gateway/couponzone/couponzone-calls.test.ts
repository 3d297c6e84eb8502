import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectJson } from '#edge/testing/gateway-call';
import { seedCoupon } from '#edge/testing/seed';
import { newMember, okData } from '../cart/cart-test-support';
import { seedFixtureCatalog } from '../display/test-catalog';
import { COUPONZONE_ERRORS } from './couponzone-errors';
import { couponCode, postZone, zoneCoupon } from './couponzone-test-support';

const refusal = (code: keyof typeof COUPONZONE_ERRORS) => ({ code, message: COUPONZONE_ERRORS[code].message });
const DAY_MS = 86_400_000;

interface Listed {
  counts: Record<string, number>;
  coupons: { cpnNm: string; status: string; scopeNames: string[]; appOnly: boolean; maxDcAmt: number | null; usedOrdNo: string | null }[];
}

beforeAll(() => seedFixtureCatalog(env.DB));

describe('couponzone: my coupons', () => {
  it('refuses a guest', async () => {
    await expectJson(await postZone('getMyCoupons', undefined, {}), 401, { code: 'LOGIN_REQUIRED', message: '로그인이 필요합니다.' });
  });

  it('lists the coupons by state with their conditions and counts', async () => {
    const { incsNo, token } = await newMember();
    const now = Date.now();
    await seedCoupon(env.DB, incsNo, {
      cpn_nm: '스킨케어 10%',
      dc_amt: null,
      dc_rate: 10,
      max_dc_amt: 5000,
      scope_type: 'CATEGORY',
      scope_ids: '2',
      expires_at: now + 5 * DAY_MS,
    });
    await seedCoupon(env.DB, incsNo, {
      cpn_nm: '토너·크림 전용',
      dc_amt: 2000,
      dc_rate: null,
      scope_type: 'PRODUCT',
      scope_ids: '100000001,100000002',
      chn_cds: '3',
      expires_at: now + DAY_MS,
    });
    await seedCoupon(env.DB, incsNo, { cpn_nm: '사용한 쿠폰', used_at: now - DAY_MS, used_ord_no: '20261120-USED0001' });
    await seedCoupon(env.DB, incsNo, { cpn_nm: '지난 쿠폰', expires_at: now - DAY_MS });

    const usable = await okData<Listed>(postZone('getMyCoupons', token, { status: 'USABLE' }));
    expect(usable.counts).toEqual({ USABLE: 2, USED: 1, EXPIRED: 1 });
    expect(usable.coupons.map(({ cpnNm, scopeNames, appOnly, maxDcAmt }) => ({ cpnNm, scopeNames, appOnly, maxDcAmt }))).toEqual([
      { cpnNm: '토너·크림 전용', scopeNames: ['녹차숍 제주 녹차 토너', '담소 동백 크림'], appOnly: true, maxDcAmt: null },
      { cpnNm: '스킨케어 10%', scopeNames: ['스킨케어'], appOnly: false, maxDcAmt: 5000 },
    ]);
    const used = await okData<Listed>(postZone('getMyCoupons', token, { status: 'USED' }));
    expect(used.coupons).toMatchObject([{ cpnNm: '사용한 쿠폰', status: 'USED', usedOrdNo: '20261120-USED0001' }]);
    const expired = await okData<Listed>(postZone('getMyCoupons', token, { status: 'EXPIRED' }));
    expect(expired.coupons.map((coupon) => coupon.cpnNm)).toEqual(['지난 쿠폰']);
  });
});

describe('couponzone: download', () => {
  it('lists the running download coupons and gives each once', async () => {
    const { token } = await newMember();
    const running = await zoneCoupon({ cpn_nm: '다운로드 3,000원' });
    await zoneCoupon({ cpn_nm: '끝난 쿠폰', start_at: Date.now() - 9 * DAY_MS, end_at: Date.now() - DAY_MS });
    await zoneCoupon({ cpn_nm: '번호 쿠폰', issue_type: 'CODE' });
    const listed = await okData<{ coupons: { zoneCouponId: number; downloadedYn: string }[] }>(postZone('getZoneCoupons', token));
    const mine = listed.coupons.filter((coupon) => coupon.zoneCouponId === running);
    expect(mine).toMatchObject([{ downloadedYn: 'N' }]);
    expect(listed.coupons.some((coupon) => [running + 1, running + 2].includes(coupon.zoneCouponId))).toBe(false);

    const issued = await okData<{ message: string; coupon: { cpnNm: string; status: string } }>(
      postZone('downloadZoneCoupon', token, { zoneCouponId: running }),
    );
    expect(issued).toMatchObject({ message: '쿠폰이 발급되었습니다.', coupon: { cpnNm: '다운로드 3,000원', status: 'USABLE' } });
    await expectJson(await postZone('downloadZoneCoupon', token, { zoneCouponId: running }), 409, {
      code: 'COUPON_ALREADY_DOWNLOADED',
      message: '이미 받은 쿠폰입니다.',
    });
    await expectJson(await postZone('downloadZoneCoupon', token, { zoneCouponId: running + 1 }), 409, refusal('COUPON_DOWNLOAD_ENDED'));
  });

  it('gives an app-only coupon inside the app only, and stops at its quantity', async () => {
    const first = await newMember();
    const second = await newMember();
    const appOnly = await zoneCoupon({ cpn_nm: '앱 전용', chn_cds: '3', download_limit: 1 });
    await expectJson(await postZone('downloadZoneCoupon', first.token, { zoneCouponId: appOnly }), 403, refusal('COUPON_APP_ONLY'));
    expect((await postZone('downloadZoneCoupon', first.token, { zoneCouponId: appOnly }, true)).status).toBe(200);
    await expectJson(await postZone('downloadZoneCoupon', second.token, { zoneCouponId: appOnly }, true), 409, {
      code: 'COUPON_EXHAUSTED',
      message: '준비된 쿠폰이 모두 소진되었습니다.',
    });
    const listed = await okData<{ inApp: boolean; coupons: { zoneCouponId: number; soldOutYn: string; appOnly: boolean }[] }>(
      postZone('getZoneCoupons', second.token),
    );
    expect(listed.inApp).toBe(false);
    expect(listed.coupons.find((coupon) => coupon.zoneCouponId === appOnly)).toMatchObject({ soldOutYn: 'Y', appOnly: true });
  });
});

describe('couponzone: coupon numbers', () => {
  it('registers a number once, with its refusals', async () => {
    const { incsNo, token } = await newMember();
    const welcome = await zoneCoupon({ cpn_nm: '번호로 받는 3,000원', issue_type: 'CODE', min_order_amt: 15000 });
    const autumn = await zoneCoupon({ cpn_nm: '가을 쿠폰', issue_type: 'CODE', start_at: Date.now() - 9 * DAY_MS, end_at: Date.now() - DAY_MS });
    await couponCode('WELCOME2026', welcome);
    await couponCode('AUTUMNOVER', autumn);

    const malformed = await postZone('registerCouponCode', token, { code: '12' });
    expect(await malformed.json()).toMatchObject({
      code: 'INVALID_INPUT',
      fields: { code: '쿠폰 번호는 영문과 숫자 6~20자리입니다. 번호를 다시 확인해 주세요.' },
    });
    await expectJson(await postZone('registerCouponCode', token, { code: 'NOSUCH0000' }), 404, refusal('COUPON_CODE_INVALID'));
    await expectJson(await postZone('registerCouponCode', token, { code: 'autumn-over' }), 409, refusal('COUPON_CODE_PERIOD_OVER'));
    const done = await okData<{ message: string; coupon: { cpnNm: string } }>(postZone('registerCouponCode', token, { code: 'welcome 2026' }));
    expect(done).toMatchObject({ message: '쿠폰이 등록되었습니다.', coupon: { cpnNm: '번호로 받는 3,000원' } });
    await expectJson(await postZone('registerCouponCode', token, { code: 'WELCOME2026' }), 409, refusal('COUPON_ALREADY_REGISTERED'));
    const held = await env.DB.prepare('SELECT COUNT(*) AS n FROM customer_coupons WHERE incs_no = ? AND zone_coupon_id = ?')
      .bind(incsNo, welcome)
      .first<{ n: number }>();
    expect(held!.n).toBe(1);
  });

  it('lets a single-use number be registered by one member only', async () => {
    const first = await newMember();
    const second = await newMember();
    const gift = await zoneCoupon({ cpn_nm: '선물 쿠폰', issue_type: 'CODE' });
    await couponCode('GIFTONCE01', gift, 1);
    expect((await postZone('registerCouponCode', first.token, { code: 'GIFTONCE01' })).status).toBe(200);
    await expectJson(await postZone('registerCouponCode', second.token, { code: 'GIFTONCE01' }), 409, refusal('COUPON_CODE_USED'));
    const code = await env.DB.prepare("SELECT used_cnt FROM coupon_codes WHERE code = 'GIFTONCE01'").first();
    expect(code).toEqual({ used_cnt: 1 });
  });

  it('stops a member after ten numbers in an hour', async () => {
    const { token } = await newMember();
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await postZone('registerCouponCode', token, { code: `GUESS${attempt}000` })).status).toBe(404);
    await expectJson(await postZone('registerCouponCode', token, { code: 'GUESS99999' }), 429, refusal('COUPON_CODE_THROTTLED'));
  });
});
