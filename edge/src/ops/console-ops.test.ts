import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedCustomer } from '../testing/seed';
import { LOCAL_OPERATOR_KEY, ops } from './index';
import { ORDER_SEARCH_WHERE } from './console-ops';
import { parseTrackingCsv } from './tracking-csv';

const app = new Hono().route('/ops', ops);
const call = async <T>(path: string, body: unknown = {}): Promise<{ status: number; body: T }> => {
  const response = await app.request(
    `http://localhost/ops/v1/${path}`,
    { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Operator-Key': LOCAL_OPERATOR_KEY }, body: JSON.stringify(body) },
    env,
  );
  return { status: response.status, body: (await response.json()) as T };
};

/** 2026-11-25 10:00 in Korea. */
const MORNING = Date.UTC(2026, 10, 25, 1, 0, 0);
let incsNo = 0;

function insertOrder(ordNo: string, status: string, payAmt: number, orderedAt: number, trackingNo: string | null = null) {
  return env.DB.prepare(
    `INSERT INTO orders (ord_no, incs_no, status, source, order_nm, list_amt, prd_dc_amt, shipping_fee, pay_amt, pay_method, rcpt_nm, rcpt_mobile, zip_no, road_addr,
       tracking_no, ordered_at, status_changed_at) VALUES (?, ?, ?, 'CART', '녹차 토너 외 1건', ?, 0, 0, ?, 'CARD', '김녹차', '01012345678', '06236', '서울 강남구 테헤란로 427', ?, ?, ?)`,
  )
    .bind(ordNo, incsNo, status, payAmt, payAmt, trackingNo, orderedAt, orderedAt)
    .run();
}

beforeAll(async () => {
  incsNo = await seedCustomer(env.DB, { cust_web_id: 'consoleshop', cust_nm: '박콘솔', mobile: '01088800001', email: null });
});

describe('the order search', () => {
  it('filters by status, Korean dates and a keyword, sorts, and pages with the total', async () => {
    await insertOrder('20261124-SRCH0001', 'PAID', 30000, MORNING - 86_400_000);
    await insertOrder('20261125-SRCH0002', 'PAID', 12000, MORNING);
    await insertOrder('20261125-SRCH0003', 'SHIPPING', 45000, MORNING + 3_600_000, '684300000001');
    // 23:59 on the 24th in Korea is still the 24th.
    await insertOrder('20261124-SRCH0004', 'PAID', 9000, Date.UTC(2026, 10, 24, 14, 59, 0));
    type Page = { data: { items: { ordNo: string; payAmt: number }[]; total: number } };
    const day25 = await call<Page>('orders/search', { from: '2026-11-25', to: '2026-11-25' });
    expect(day25.body.data.items.map((item) => item.ordNo)).toEqual(['20261125-SRCH0003', '20261125-SRCH0002']);
    const paid = await call<Page>('orders/search', { status: 'PAID', sort: 'payAmt', order: 'ASC' });
    expect(paid.body.data.items.map((item) => item.payAmt)).toEqual([9000, 12000, 30000]);
    expect((await call<Page>('orders/search', { status: 'PAID', perPage: 2, page: 2 })).body.data).toMatchObject({
      total: 3,
      items: [{ ordNo: '20261124-SRCH0001' }],
    });
    for (const keyword of ['684300000001', '20261125-SRCH0003']) {
      expect((await call<Page>('orders/search', { keyword })).body.data.items.map((item) => item.ordNo)).toEqual(['20261125-SRCH0003']);
    }
    expect((await call<Page>('orders/search', { keyword: '박콘솔' })).body.data.total).toBe(4);
    expect((await call<Page>('orders/search', { keyword: 'consoleshop', status: 'SHIPPING' })).body.data.total).toBe(1);
    expect((await call('orders/search', { sort: 'ord_no; DROP TABLE orders' })).status).toBe(400);
  });

  it('answers from indexes at 100,000 orders', async () => {
    await env.DB.prepare(
      `INSERT INTO orders (ord_no, incs_no, status, source, order_nm, list_amt, prd_dc_amt, shipping_fee, pay_amt, pay_method, rcpt_nm, rcpt_mobile, zip_no, road_addr, ordered_at, status_changed_at)
       WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 100000)
       SELECT printf('20250101-BULK%06d', i), ?1, CASE i % 4 WHEN 0 THEN 'PAID' WHEN 1 THEN 'PREPARING' WHEN 2 THEN 'SHIPPING' ELSE 'CONFIRMED' END,
              'CART', '대량 주문', 10000, 0, 0, 10000 + i, 'CARD', '김녹차', '01012345678', '06236', '서울', ?2 - i * 60000, ?2 - i * 60000 FROM n`,
    )
      .bind(incsNo, MORNING - 2 * 86_400_000)
      .run();
    const plans: string[] = [];
    for (const binds of [
      ['PAID', 0, Number.MAX_SAFE_INTEGER, null],
      [null, MORNING - 30 * 86_400_000, MORNING, null],
      [null, 0, Number.MAX_SAFE_INTEGER, '20250101-BULK000777'],
    ]) {
      const { results } = await env.DB.prepare(
        `EXPLAIN QUERY PLAN SELECT o.ord_no FROM orders o JOIN customers cu ON cu.incs_no = o.incs_no WHERE ${ORDER_SEARCH_WHERE} ORDER BY o.ordered_at DESC LIMIT 25`,
      )
        .bind(...binds)
        .all<{ detail: string }>();
      plans.push(results.map((row) => row.detail).join(' | '));
    }
    for (const plan of plans) expect(plan).not.toMatch(/SCAN o\b(?! USING)/);
    // Each search, over 100,000 orders, answers well within a console user's patience.
    for (const body of [{ status: 'PAID', perPage: 100, page: 3 }, { keyword: '20250101-BULK000777' }, { keyword: '박콘솔', perPage: 100 }]) {
      const started = Date.now();
      const page = await call<{ data: { total: number; items: unknown[] } }>('orders/search', body);
      expect(page.body.data.items.length).toBeGreaterThan(0);
      expect(Date.now() - started, JSON.stringify(body)).toBeLessThan(1500);
    }
  });
});

describe('tracking numbers from one CSV', () => {
  it('reads what a spreadsheet saves: BOM, CRLF, quotes, an optional header, the carrier by name or code', () => {
    expect(
      parseTrackingCsv(
        '\uFEFF주문번호,송장번호,택배사\r\n"20261125-A",6843-0000-0010,CJ대한통운\r\n\r\n20261125-B, 12 ,epost\n20261125-C,95012345678,로젠택배',
      ),
    ).toEqual([
      { line: 2, ordNo: '20261125-A', trackingNo: '684300000010', carrierNm: 'CJ대한통운', parcel: { carrierCd: 'CJ', trackingNo: '684300000010' } },
      { line: 4, ordNo: '20261125-B', trackingNo: '12', carrierNm: '우체국택배', problem: '우체국택배 송장번호는 숫자 13자리입니다.' },
      { line: 5, ordNo: '20261125-C', trackingNo: '95012345678', carrierNm: '로젠택배', parcel: { carrierCd: 'LOGEN', trackingNo: '95012345678' } },
    ]);
  });

  it('refuses a line whose carrier is missing or unknown, naming the line, and keeps a quoted comma inside its cell', () => {
    expect(parseTrackingCsv('"20261125-A, 재발송",684300000010,"CJ대한통운, 본사"\n20261125-B,"684300000011"\n20261125-C,684300000012,CJ')).toEqual([
      {
        line: 1,
        ordNo: '20261125-A, 재발송',
        trackingNo: '684300000010',
        carrierNm: 'CJ대한통운, 본사',
        problem: "1번째 줄의 택배사 'CJ대한통운, 본사'는 등록할 수 없습니다. CJ대한통운, 롯데택배, 한진택배, 우체국택배, 로젠택배 중 하나로 적어 주세요.",
      },
      {
        line: 2,
        ordNo: '20261125-B',
        trackingNo: '684300000011',
        carrierNm: '',
        problem: '2번째 줄에 택배사가 없습니다. 주문번호,송장번호,택배사 순서로 적어 주세요.',
      },
      { line: 3, ordNo: '20261125-C', trackingNo: '684300000012', carrierNm: 'CJ대한통운', parcel: { carrierCd: 'CJ', trackingNo: '684300000012' } },
    ]);
  });

  it('ships 20 orders from one file, each bad line told apart, and writes it to the audit log', async () => {
    const good = Array.from({ length: 20 }, (_, index) => `20261125-SHIP${String(index).padStart(4, '0')}`);
    for (const [index, ordNo] of good.entries()) await insertOrder(ordNo, index % 2 ? 'PAID' : 'PREPARING', 20000, MORNING);
    await insertOrder('20261125-DONE0001', 'DELIVERED', 20000, MORNING);
    await insertOrder('20261125-HOLD0001', 'PAID', 20000, MORNING);
    const csv = [
      '주문번호,송장번호,택배사',
      ...good.map((ordNo, index) => `${ordNo},68430010${String(index).padStart(4, '0')},${index % 2 ? 'CJ대한통운' : '한진택배'}`),
      '20261125-NOPE0001,684300999999,CJ대한통운',
      '20261125-DONE0001,684300888888,CJ대한통운',
      '20261125-SHIP0000,1,CJ대한통운',
      '20261125-HOLD0001,684300777777,대한통운',
    ].join('\n');
    const { status, body } = await call<{ data: { shippedCnt: number; failedCnt: number; rows: { line: number; ok: boolean; message: string }[] } }>(
      'orders/tracking-upload',
      { csv },
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ shippedCnt: 20, failedCnt: 4 });
    expect(body.data.rows.filter((row) => !row.ok)).toEqual([
      expect.objectContaining({ line: 22, message: '주문 20261125-NOPE0001을(를) 찾을 수 없습니다.' }),
      expect.objectContaining({ line: 23, message: expect.stringContaining('배송완료(DELIVERED)에서 배송중(SHIPPING)으로 변경할 수 없습니다.') }),
      expect.objectContaining({ line: 24, message: 'CJ대한통운 송장번호는 숫자 10자리 또는 12자리입니다.' }),
      expect.objectContaining({ line: 25, message: expect.stringMatching(/^25번째 줄의 택배사 '대한통운'은 등록할 수 없습니다\./) }),
    ]);
    const shipped = await env.DB.prepare(
      `SELECT carrier_cd, COUNT(*) AS n FROM orders WHERE status = 'SHIPPING' AND ord_no LIKE '20261125-SHIP%' AND tracking_no LIKE '68430010%' GROUP BY carrier_cd`,
    ).all<{ carrier_cd: string; n: number }>();
    expect(shipped.results).toEqual([
      { carrier_cd: 'CJ', n: 10 },
      { carrier_cd: 'HANJIN', n: 10 },
    ]);
    // The refused lines changed nothing: the unknown carrier's order is still paid, and not prepared on the way.
    expect(await env.DB.prepare("SELECT status, tracking_no, carrier_cd FROM orders WHERE ord_no = '20261125-HOLD0001'").first()).toEqual({
      status: 'PAID',
      tracking_no: null,
      carrier_cd: null,
    });
    const audit = await env.DB.prepare("SELECT actor_label, target, before_json, after_json FROM audit_log WHERE action = '/v1/orders/tracking-upload'").all<{
      actor_label: string;
      target: string | null;
      before_json: string | null;
      after_json: string;
    }>();
    expect(audit.results).toEqual([
      { actor_label: '운영자 키: LOCAL_OPERATOR_KEY (대표)', target: null, before_json: null, after_json: JSON.stringify(body.data) },
    ]);
  });

  it('answers the day at a glance', async () => {
    const { body } = await call<{ data: Record<string, unknown> }>('today');
    expect(body.data).toMatchObject({ day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), toPrepareCnt: expect.any(Number), inquiryCnt: expect.any(Number) });
  });
});

describe('queues page by limit and offset', () => {
  it('answers the next rows of the inquiry queue, oldest first, without repeating one', async () => {
    for (let index = 0; index < 5; index += 1) {
      await env.DB.prepare(
        `INSERT INTO inquiries (incs_no, category_cd, type_cd, form_cd, title, content, status, privacy_agreed_at, created_at, updated_at)
         VALUES (?, 'ORDER', 'QUESTION', 'FULL', ?, '내용', 'RECEIVED', 1, ?, ?)`,
      )
        .bind(incsNo, `큐 문의 ${index}`, 1000 + index, 1000 + index)
        .run();
    }
    type Rows = { data: { title: string }[] };
    const first = await call<Rows>('inquiries/list', { status: 'RECEIVED', limit: 2, offset: 0 });
    const second = await call<Rows>('inquiries/list', { status: 'RECEIVED', limit: 2, offset: 2 });
    expect([...first.body.data, ...second.body.data].map((row) => row.title)).toEqual(['큐 문의 0', '큐 문의 1', '큐 문의 2', '큐 문의 3']);
    expect((await call('inquiries/list', { offset: -1 })).status).toBe(400);
  });
});
