import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { callGateway, expectJson } from '#edge/testing/gateway-call';
import type { InboxMessage, MemberCard, MypageHome } from '#shared/schemas/mypage-calls';
import { newClaimMember, okData, postOps, seedOrder } from '../claims/claim-test-support';
import { seedFixtureCatalog } from '../display/test-catalog';
import { inboxInsert } from './inbox';

beforeAll(async () => {
  await seedFixtureCatalog(env.DB);
});

const post = (verb: string, token: string | undefined, body?: unknown) =>
  callGateway('POST', `/cu/mypage/v1/${verb}`, { token, body: body === undefined ? undefined : JSON.stringify(body) });

describe('mypage home', () => {
  it('refuses a guest on every call', async () => {
    for (const verb of ['getMypageHome', 'getMemberCard', 'reissueMemberCard', 'getInbox', 'readInbox', 'getUnreadCount']) {
      await expectJson(await post(verb, undefined, {}), 401, { code: 'LOGIN_REQUIRED', message: '로그인이 필요합니다.' });
    }
  });

  it('counts orders by delivery step and lists the latest three, with grade, points, coupons and wishes', async () => {
    const { incsNo, token } = await newClaimMember();
    const now = Date.now();
    for (const [status, age] of [
      ['PAID', 4],
      ['SHIPPING', 3],
      ['SHIPPING', 2],
      ['DELIVERED', 1],
      ['PAYMENT_PENDING', 0],
    ] as const) {
      await seedOrder(incsNo, status, now - age * 60_000);
    }
    await env.DB.prepare('INSERT INTO wish_items (incs_no, inm_prd_no, added_at) SELECT ?, inm_prd_no, ? FROM products LIMIT 2').bind(incsNo, now).run();
    const home = await okData<MypageHome>(post('getMypageHome', token));
    expect(home.orderCounts).toEqual({ PAID: 1, PREPARING: 0, SHIPPING: 2, DELIVERED: 1 });
    expect(home.recentOrders.map((order) => order.statusNm)).toEqual(['배송완료', '배송중', '배송중']);
    expect(home.recentOrders[0]).toMatchObject({ orderNm: '녹차 토너 기획세트 외 1건', payAmt: 58200, imageUrl: '/images/p.jpg' });
    expect(home.grade).toEqual({ code: '20', name: '잎새', benefit: '구매 금액의 2% 뷰티포인트 적립, 매월 5% 할인 쿠폰', earnRatePct: 2 });
    expect(home.points).toBe(1000);
    expect(home.expiringPoints).toBe(0);
    expect(home.wishCount).toBe(2);
    expect(home.unreadCount).toBe(0);
  });
});

describe('membership card', () => {
  it('issues a 16-digit number unrelated to the customer number, keeps it, and reissues a new one', async () => {
    const { incsNo, token } = await newClaimMember();
    const first = await okData<MemberCard>(post('getMemberCard', token));
    expect(first.cardNo).toMatch(/^9\d{15}$/);
    expect(first.cardNo).not.toContain(String(incsNo).padStart(6, '0'));
    expect((await okData<MemberCard>(post('getMemberCard', token))).cardNo).toBe(first.cardNo);
    const reissued = await okData<MemberCard>(post('reissueMemberCard', token));
    expect(reissued.cardNo).not.toBe(first.cardNo);
    expect((await okData<MemberCard>(post('getMemberCard', token))).cardNo).toBe(reissued.cardNo);
  });
});

describe('inbox', () => {
  it('tells a member their order shipped with its carrier’s tracking page, counts it unread, and marks it read', async () => {
    const { incsNo, token } = await newClaimMember();
    const { ordNo } = await seedOrder(incsNo, 'PREPARING');
    expect((await postOps('orders/status', { ordNo, status: 'SHIPPING', trackingNo: '309812345678', carrierCd: 'LOTTE' })).status).toBe(200);
    expect(await okData<{ unreadCount: number }>(post('getUnreadCount', token))).toEqual({ unreadCount: 1 });
    const inbox = await okData<{ items: InboxMessage[]; unreadCount: number; totalPages: number }>(post('getInbox', token, {}));
    expect(inbox.items).toEqual([
      {
        id: expect.any(Number),
        kind: 'ORDER',
        title: '주문하신 상품이 출발했습니다',
        body: '녹차 토너 기획세트 외 1건 (롯데택배 송장번호 309812345678)',
        link: `/kr/ko/or/order/detail?ordNo=${ordNo}`,
        shipment: {
          carrierCd: 'LOTTE',
          carrierNm: '롯데택배',
          trackingNo: '309812345678',
          trackingUrl: 'https://www.lotteglogis.com/home/reservation/tracking/linkView?InvNo=309812345678',
        },
        createdDttm: expect.stringMatching(/^\d{14}$/),
        read: false,
      },
    ]);
    expect(await okData(post('readInbox', token, { ids: [inbox.items[0].id] }))).toEqual({ unreadCount: 0 });
    expect((await okData<{ items: InboxMessage[] }>(post('getInbox', token, {}))).items[0].read).toBe(true);
  });

  it('pages 20 at a time, newest first; reading another member’s message or all at once stays within the member', async () => {
    const mine = await newClaimMember();
    const other = await newClaimMember();
    const now = Date.now();
    await env.DB.batch(
      Array.from({ length: 21 }, (_, index) => inboxInsert(env.DB, mine.incsNo, { kind: 'NOTICE', title: `알림 ${index + 1}`, body: '본문' }, now + index)),
    );
    await inboxInsert(env.DB, other.incsNo, { kind: 'POINT', title: '다른 회원', body: '본문' }, now).run();
    const first = await okData<{ items: InboxMessage[]; totalPages: number; unreadCount: number }>(post('getInbox', mine.token, { page: 1 }));
    expect(first.items).toHaveLength(20);
    expect(first.items[0].title).toBe('알림 21');
    expect(first).toMatchObject({ totalPages: 2, unreadCount: 21 });
    const otherId = (await okData<{ items: InboxMessage[] }>(post('getInbox', other.token, {}))).items[0].id;
    expect(await okData(post('readInbox', mine.token, { ids: [otherId] }))).toEqual({ unreadCount: 21 });
    expect(await okData(post('readInbox', mine.token, {}))).toEqual({ unreadCount: 0 });
    expect(await okData(post('getUnreadCount', other.token))).toEqual({ unreadCount: 1 });
    await expectJson(await post('getInbox', mine.token, { page: 0 }), 400, expect.objectContaining({ code: 'INVALID_INPUT' }));
  });
});
