import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { expectJson } from '#edge/testing/gateway-call';
import { seedCoupon } from '#edge/testing/seed';
import { call, smsCodeFor, uniqueMobile } from '#edge/member/test-helpers';
import { okData } from '../cart/cart-test-support';
import { ACCOUNT_ERRORS } from './account-errors';
import { customerRow, postAccount, reauthedAccount } from './account-test-support';

const refusal = (code: keyof typeof ACCOUNT_ERRORS) => ({ code, message: ACCOUNT_ERRORS[code].message });

function seedOrder(incsNo: number, ordNo: string, status: string): Promise<D1Result> {
  return env.DB.prepare(
    `INSERT INTO orders (ord_no, incs_no, status, source, order_nm, list_amt, prd_dc_amt, shipping_fee, pay_amt, pay_method,
       rcpt_nm, rcpt_mobile, zip_no, road_addr, ordered_at, status_changed_at)
     VALUES (?, ?, ?, 'CART', '그린티 세럼', 30000, 0, 0, 30000, 'CARD', '김녹차', '01012345678', '04524', '서울 중구 세종대로 110', ?, ?)`,
  )
    .bind(ordNo, incsNo, status, Date.now(), Date.now())
    .run();
}

describe('withdrawal', () => {
  it('says what is lost and refuses while an order is open', async () => {
    const { token, incsNo } = await reauthedAccount();
    await env.DB.prepare('UPDATE customers SET rmn_pt = 3200 WHERE incs_no = ?').bind(incsNo).run();
    await seedCoupon(env.DB, incsNo);
    await seedOrder(incsNo, `W${incsNo}-1`, 'SHIPPING');
    expect(await okData(postAccount('getWithdrawInfo', token))).toEqual({ custNm: '김녹차', rmnPt: 3200, couponCnt: 1, openOrderCnt: 1, openClaimCnt: 0 });
    await expectJson(await postAccount('withdraw', token, { reasonCd: 'LOW_USE' }), 409, refusal('WITHDRAW_OPEN_ORDER'));
    expect(await customerRow(incsNo)).toMatchObject({ status: 'ACTIVE', rmn_pt: 3200 });
  });

  it('needs a reason, and a comment for 기타', async () => {
    const { token } = await reauthedAccount();
    expect(await (await postAccount('withdraw', token, { reasonCd: '' })).json()).toMatchObject({ fields: { reasonCd: '탈퇴 사유를 선택해 주세요.' } });
    expect(await (await postAccount('withdraw', token, { reasonCd: 'OTHER', comment: '  ' })).json()).toMatchObject({
      fields: { comment: '기타 사유를 입력해 주세요.' },
    });
  });

  it('erases the member, keeps the orders, ends every login and blocks the ID for 30 days', async () => {
    const { token, incsNo, custWebId } = await reauthedAccount();
    await env.DB.prepare('UPDATE customers SET rmn_pt = 1500 WHERE incs_no = ?').bind(incsNo).run();
    await seedCoupon(env.DB, incsNo);
    await seedOrder(incsNo, `W${incsNo}-2`, 'CONFIRMED');
    await env.DB.prepare("INSERT INTO social_accounts (provider, provider_user_id, incs_no, linked_dttm) VALUES ('NAVER', ?, ?, '20260101090000')")
      .bind(`n${incsNo}`, incsNo)
      .run();

    expect(await okData(postAccount('withdraw', token, { reasonCd: 'OTHER', comment: '이사를 가요' }))).toEqual({
      message: '회원 탈퇴가 완료되었습니다. 그동안 녹차숍을 이용해 주셔서 감사합니다.',
    });
    expect(await customerRow(incsNo)).toMatchObject({
      status: 'WITHDRAWN',
      cust_web_id: null,
      cust_nm: '탈퇴회원',
      email: null,
      password_hash: null,
      rmn_pt: 0,
    });
    expect((await postAccount('getReauthState', token)).status).toBe(401);
    const kept = await env.DB.prepare('SELECT status FROM orders WHERE ord_no = ?').bind(`W${incsNo}-2`).first();
    expect(kept).toEqual({ status: 'CONFIRMED' });
    const social = await env.DB.prepare('SELECT COUNT(*) AS n FROM social_accounts WHERE incs_no = ?').bind(incsNo).first<{ n: number }>();
    expect(social!.n).toBe(0);
    const lapsed = await env.DB.prepare("SELECT delta, memo FROM point_history WHERE incs_no = ? AND reason = 'EXPIRE'").bind(incsNo).first();
    expect(lapsed).toEqual({ delta: -1500, memo: '회원 탈퇴로 소멸' });
    const usable = await env.DB.prepare('SELECT COUNT(*) AS n FROM customer_coupons WHERE incs_no = ? AND expires_at > ?')
      .bind(incsNo, Date.now())
      .first<{ n: number }>();
    expect(usable!.n).toBe(0);

    const check = await call(`/member/check-id?custWebId=${custWebId}`);
    expect(await check.json()).toEqual({ available: false });
    const mobile = uniqueMobile();
    const join = await call('/member/?processType=join', {
      json: {
        custWebId,
        password: 'green#tea1',
        passwordConfirm: 'green#tea1',
        custNm: '김녹차',
        mobile,
        code: await smsCodeFor(mobile),
        consents: ['AGE14', 'TERMS', 'PRIVACY_REQUIRED'],
      },
    });
    expect(join.status).toBe(409);
    expect(await join.json()).toMatchObject({ code: 'WEB_ID_WITHDRAWN' });

    // Thirty days on, the ID is free again.
    await env.DB.prepare('UPDATE withdrawn_ids SET withdrawn_at = ?')
      .bind(Date.now() - 31 * 86_400_000)
      .run();
    expect(await (await call(`/member/check-id?custWebId=${custWebId}`)).json()).toEqual({ available: true });
  });
});

describe('usage history (tnca)', () => {
  it('lists consents, recent logins and the processors', async () => {
    const { token } = await reauthedAccount();
    await okData(postAccount('changeConsents', token, { MKT_USE: 'Y', MKT_SMS: 'Y', MKT_EMAIL: 'N', MKT_PUSH: 'N', NIGHT_PUSH: 'N' }));
    const history = await okData<{ consents: { consentNm: string; agreeYn: string }[]; processors: { companyNm: string }[] }>(
      postAccount('getUsageHistory', token),
    );
    expect(history.consents.map((row) => row.consentNm)).toEqual(
      expect.arrayContaining(['광고성 정보 수신: 문자(SMS)', '마케팅 목적의 개인정보 수집·이용 동의 (이메일, 주소)']),
    );
    expect(history.processors.map((row) => row.companyNm)).toContain('토스페이먼츠(주)');
  });
});
