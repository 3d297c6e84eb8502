/**
 * The operator console: each role logs in with a TOTP code and sees its own work. The
 * warehouse ships 20 orders from one CSV and one from its page with a carrier the shopper's order
 * detail links to; customer service answers an inquiry and approves a
 * return, has no tracking upload and the API refuses it; the owner reads the warehouse's upload in
 * the audit log and grants points. Desktop only: the console is a back office used at a desk.
 */
import { OPEN_CHECKOUTS_MAX } from '#shared/order/unpaid-checkouts';
import { blockingViolations } from './support/axe';
import { CONSOLE_URL, REFUSED, consoleLogin, filterList } from './support/console';
import { expect, test } from './support/fixtures';
import { buyableOption, buyableProduct, deliveryAddress, memberCall, orderMovedTo } from './support/orders';
import { newShopper } from './support/shopper';
import { DESKTOP_ONLY } from './support/one-layout';

const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test(
  'the warehouse ships 20 orders from one CSV and credits a bottle pickup, and the owner finds the upload in the audit log',
  DESKTOP_ONLY,
  async ({ page, browser }, testInfo) => {
    // Twenty paid orders and two console sessions: generous under a loaded CI machine.
    test.setTimeout(480_000);
    const shopper = await newShopper(page, testInfo, { points: 10, memo: '콘솔 e2e', coupons: [] });
    const address = await deliveryAddress(shopper.api, shopper.token, shopper.member.custNm);
    const orders: string[] = [];
    await test.step('twenty orders are paid, half of them already being prepared', async () => {
      // Four products, five orders each (each has stock to spare), so the specs running beside this
      // one, which buy the first buyable product, never find it sold out.
      const options: string[] = [];
      for (let skip = 4; skip < 8; skip += 1) options.push((await buyableProduct(shopper.api, skip)).inmOptnPrdNo);
      // Each order is its own checkout, so they need not wait for one another; but a member keeps at
      // most OPEN_CHECKOUTS_MAX checkouts unpaid at once, and of a product no more than its limit, so
      // a round places that many orders, each of another product.
      for (let first = 0; first < 20; first += OPEN_CHECKOUTS_MAX) {
        const round = Array.from({ length: Math.min(OPEN_CHECKOUTS_MAX, 20 - first) }, (_, offset) => first + offset);
        const placed = await Promise.all(
          round.map((index) => orderMovedTo(index % 2 ? 'PAID' : 'PREPARING', shopper.api, shopper.token, address, options[index % options.length], 1)),
        );
        orders.push(...placed.map((order) => order.ordNo));
      }
    });

    const warehouse = await (await browser.newContext()).newPage();
    await test.step('the warehouse logs in and sees its own menu', async () => {
      await consoleLogin(warehouse, 'warehouse');
      await expect(warehouse.getByRole('list', { name: '오늘의 현황' })).toContainText('출고할 주문');
      await expect(warehouse.getByRole('menuitem', { name: '감사 기록' })).toHaveCount(0);
      expect(await blockingViolations(warehouse)).toEqual([]);
    });
    await test.step('one CSV ships the twenty and names the line it could not', async () => {
      await warehouse.getByRole('menuitem', { name: '송장번호 일괄 등록' }).click();
      const csv = [
        '주문번호,송장번호,택배사',
        ...orders.map((ordNo, index) => `${ordNo},5512${String(Date.now()).slice(-6)}${String(index).padStart(2, '0')},CJ대한통운`),
        '20991231-NOPE0000,551200000000,CJ대한통운',
      ].join('\n');
      // As the warehouse does it: the button opens the file picker, and the file chosen there is sent.
      const picker = warehouse.waitForEvent('filechooser');
      await warehouse.getByRole('button', { name: 'CSV 파일 선택' }).click();
      await (await picker).setFiles({ name: 'tracking.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await expect(warehouse.getByRole('status')).toHaveText('20건을 배송중으로 변경했습니다. 1건은 변경하지 못했습니다.', { timeout: 30_000 });
      await expect(warehouse.getByRole('table', { name: '줄마다 결과' })).toContainText('주문 20991231-NOPE0000을(를) 찾을 수 없습니다.');
      await warehouse.getByRole('menuitem', { name: '주문' }).click();
      await filterList(warehouse.getByPlaceholder('주문번호·아이디·이름·송장번호'), orders[0]);
      await expect(warehouse.getByRole('row').filter({ hasText: orders[0] })).toContainText('배송중');
    });

    await test.step('the warehouse ships one order from its page with a carrier, and the shopper can track it at the carrier', async () => {
      const { ordNo } = await orderMovedTo('PREPARING', shopper.api, shopper.token, address, await buyableOption(shopper.api), 1);
      await warehouse.getByRole('menuitem', { name: '주문' }).click();
      await filterList(warehouse.getByPlaceholder('주문번호·아이디·이름·송장번호'), ordNo);
      await warehouse.getByRole('row').filter({ hasText: ordNo }).click();
      const form = warehouse.getByRole('form', { name: '상태 변경' });
      await form.getByRole('combobox', { name: '택배사' }).click();
      await warehouse.getByRole('option', { name: '우체국택배' }).click();
      await form.getByLabel('송장번호').fill('601234567890');
      await form.getByRole('button', { name: '배송중으로 변경' }).click();
      await expect(form).toContainText('우체국택배 송장번호는 숫자 13자리입니다.');
      await form.getByLabel('송장번호').fill('6012-3456-78901');
      await form.getByRole('button', { name: '배송중으로 변경' }).click();
      await expect(warehouse.getByText('택배사·송장번호 우체국택배 6012345678901')).toBeVisible();

      await page.goto(`/kr/ko/or/order/detail?ordNo=${ordNo}`);
      const delivery = page.getByRole('region', { name: '배송지 정보' });
      await expect(delivery).toContainText('우체국택배 6012345678901');
      await expect(delivery.getByRole('link', { name: '배송조회 (새 창)' })).toHaveAttribute(
        'href',
        'https://service.epost.go.kr/trace.RetrieveDomRigiTraceList.comm?sid1=6012345678901',
      );
    });

    await test.step('the warehouse receives a bottle pickup and credits its points', async () => {
      const delivered = await orderMovedTo('DELIVERED', shopper.api, shopper.token, address, await buyableOption(shopper.api), 1);
      await memberCall(shopper.api, shopper.token, '/or/claim/v1/requestBottleCollection', { ordNo: delivered.ordNo, bottleCnt: 3 });
      await warehouse.getByRole('menuitem', { name: '공병 수거' }).click();
      const row = warehouse.getByRole('row').filter({ hasText: delivered.ordNo });
      await expect(row).toContainText('3개');
      expect(await blockingViolations(warehouse)).toEqual([]);
      await row.getByRole('button', { name: /^수거완료/ }).click();
      await expect(warehouse.getByText(/수거완료 처리했습니다/)).toBeVisible();
      await warehouse.getByLabel('상태').first().click();
      await warehouse.getByRole('option', { name: '수거완료' }).click();
      await warehouse.getByRole('row').filter({ hasText: delivered.ordNo }).getByRole('button', { name: /^적립/ }).click();
      await expect(warehouse.getByText(/적립 처리했습니다/)).toBeVisible();
      const bottles = await memberCall<{ collections: { ordNo: string; status: string }[] }>(
        shopper.api,
        shopper.token,
        '/or/claim/v1/getBottleCollectionList',
        {},
      );
      expect(bottles.collections.find((item) => item.ordNo === delivered.ordNo)?.status).toBe('CONFIRMED');
    });

    await test.step('the owner finds the upload in the audit log, with who did it', async () => {
      const owner = await (await browser.newContext()).newPage();
      await consoleLogin(owner, 'owner');
      await owner.getByRole('menuitem', { name: '감사 기록' }).click();
      await filterList(owner.getByLabel('작업 (예: /v1/orders/)'), '/v1/orders/tracking-upload');
      await expect(owner.getByRole('row').filter({ hasText: '/v1/orders/tracking-upload' }).first()).toContainText('배물류 (warehouse, 물류)');
    });
  },
);

test(
  'the owner finds a member, grants points and a coupon with reasons, reads the audit log, and adds an operator',
  DESKTOP_ONLY,
  async ({ page, browser }, testInfo) => {
    // Many console screens in a row: 75–85 s at a load of 10, over 120 s at 20 on two cores.
    test.setTimeout(240_000);
    const shopper = await newShopper(page, testInfo, { points: 10, memo: '콘솔 포인트 e2e', coupons: [] });
    const owner = await (await browser.newContext()).newPage();
    await consoleLogin(owner, 'owner');
    await owner.getByRole('menuitem', { name: '고객' }).click();
    await filterList(owner.getByPlaceholder('아이디·이름·휴대폰·회원번호'), shopper.member.custWebId);
    const row = owner.getByRole('row').filter({ hasText: shopper.member.custWebId });
    await expect(row).toContainText(/010-\*{4}-\d{4}/);
    await row.click();
    const points = owner.getByRole('region', { name: '포인트 10P' });
    await expect(points).toBeVisible();
    expect(await blockingViolations(owner)).toEqual([]);

    const grant = owner.getByRole('form', { name: '포인트 지급' });
    await grant.getByLabel('포인트').fill('500');
    await grant.getByLabel('사유').fill('배송 지연 보상');
    await grant.getByRole('button', { name: '지급' }).click();
    await expect(owner.getByText(`${shopper.member.custWebId} 회원에게 500P를 지급했습니다. 남은 포인트 510P`)).toBeVisible({ timeout: 15_000 });
    await expect(owner.getByRole('list', { name: '최근 포인트 내역' })).toContainText('+500P 배송 지연 보상');

    const coupon = owner.getByRole('form', { name: '쿠폰 발급' });
    await coupon.getByLabel('쿠폰 이름').fill('사과의 3,000원 쿠폰');
    await coupon.getByLabel('할인 크기').fill('3000');
    await coupon.getByLabel('발급 사유').fill('오배송 사과');
    await coupon.getByRole('button', { name: '쿠폰 발급' }).click();
    await expect(owner.getByRole('list', { name: '쿠폰' })).toContainText('사과의 3,000원 쿠폰 (3,000원 할인');
    const mine = await memberCall<{ coupons: { cpnNm: string }[] }>(shopper.api, shopper.token, '/ca/campaign/v1/couponzone/getMyCoupons', {});
    expect(mine.coupons.map((item) => item.cpnNm)).toContain('사과의 3,000원 쿠폰');

    const grade = owner.getByRole('form', { name: '등급 변경' });
    await grade.getByLabel('새 등급').click();
    await owner.getByRole('option', { name: '녹음' }).click();
    await grade.getByLabel('등급 변경 사유').fill('우수 고객 보상');
    await grade.getByRole('button', { name: '등급 변경' }).click();
    await expect(owner.getByText('등급을 녹음으로 바꿨습니다.')).toBeVisible();

    await owner.getByRole('menuitem', { name: '감사 기록' }).click();
    await filterList(owner.getByLabel('대상 (예: order:20261125-…)'), `customer:${shopper.member.custWebId}`);
    const granted = owner.getByRole('row').filter({ hasText: '/v1/customers/points' }).first();
    await expect(granted).toContainText('한다원 (owner, 대표)');
    // Read as fields, not raw JSON; the date on one line; 변경 후 whole on a 1366 px screen.
    await expect(granted).not.toContainText('{"');
    const cells = granted.getByRole('cell');
    const dateLines = await cells.first().evaluate((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
    });
    expect(dateLines).toBe(1);
    await expect(cells.last()).toBeInViewport({ ratio: 1 });

    await test.step('the owner adds an operator who logs in with their own code, then stops them', async () => {
      const loginId = `cs${Date.now().toString(36)}`;
      const password = 'new-operator-pass-2026';
      await owner.getByRole('menuitem', { name: '운영자', exact: true }).click();
      const add = owner.getByRole('form', { name: '운영자 추가' });
      await add.getByLabel(/^아이디/).fill(loginId);
      await add.getByLabel('이름').fill('새상담');
      await add.getByLabel(/첫 비밀번호/).fill(password);
      await add.getByRole('button', { name: '추가' }).click();
      const secret = (await owner.getByRole('region', { name: '인증 앱 비밀키' }).locator('p').nth(1).textContent())!.trim();
      expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
      expect(await blockingViolations(owner)).toEqual([]);

      const newcomer = await (await owner.context().browser()!.newContext()).newPage();
      await consoleLogin(newcomer, loginId, { password, secret });
      await expect(newcomer.getByRole('menuitem', { name: '고객' })).toBeVisible();
      await expect(newcomer.getByRole('menuitem', { name: '운영자', exact: true })).toHaveCount(0);

      await owner.getByRole('button', { name: '사용 중지 (새상담)' }).click();
      await expect(owner.getByText('새상담: 사용 중지 처리했습니다.')).toBeVisible();
      const answer = await newcomer.request.get('/ops/v1/session/me', { headers: { 'X-Ops-Console': '1' } });
      expect(answer.status()).toBe(401);
    });

    await test.step('the owner gives a script its own key, shown once, whose calls the audit log names, and revokes it', async () => {
      const name = `e2e키${Date.now().toString(36)}`;
      await owner.getByRole('menuitem', { name: '운영자 키' }).click();
      const make = owner.getByRole('form', { name: '운영자 키 만들기' });
      await make.getByLabel(/^키 이름/).fill(name);
      await make.getByLabel('역할').click();
      await owner.getByRole('option', { name: '고객상담' }).click();
      await make.getByRole('button', { name: '만들기' }).click();
      const secret = (await owner.getByRole('region', { name: '새 운영자 키' }).locator('p').nth(1).textContent())!.trim();
      expect(secret).toMatch(/^nokcha_op_[\w-]{43}$/);
      expect(await blockingViolations(owner)).toEqual([]);

      const granted = await owner.request.post('/ops/v1/customers/points', {
        headers: { 'X-Operator-Key': secret },
        data: { custWebId: shopper.member.custWebId, delta: 1, memo: '키 확인' },
      });
      expect(granted.status()).toBe(200);
      await owner.getByRole('menuitem', { name: '감사 기록' }).click();
      await filterList(owner.getByLabel('대상 (예: order:20261125-…)'), `customer:${shopper.member.custWebId}`);
      await expect(owner.getByRole('row').filter({ hasText: `운영자 키: ${name} (고객상담)` })).toContainText('/v1/customers/points');

      await owner.getByRole('menuitem', { name: '운영자 키' }).click();
      await owner.getByRole('button', { name: `폐기 (${name})` }).click();
      await expect(owner.getByText(`${name} 키를 폐기했습니다.`, { exact: false })).toBeVisible();
      const revoked = await owner.request.post('/ops/v1/orders/list', { headers: { 'X-Operator-Key': secret }, data: {} });
      expect(revoked.status()).toBe(401);
    });
  },
);

test(
  'customer service answers an inquiry and approves a return; no tracking upload, and the API refuses it',
  DESKTOP_ONLY,
  async ({ page, browser }, testInfo) => {
    test.setTimeout(180_000);
    const shopper = await newShopper(page, testInfo, { points: 10, memo: '콘솔 상담 e2e', coupons: [] });
    const address = await deliveryAddress(shopper.api, shopper.token, shopper.member.custNm);
    const delivered = await orderMovedTo('DELIVERED', shopper.api, shopper.token, address, await buyableOption(shopper.api), 1);
    const claimable = await memberCall<{ lines: { ordLineNo: number }[] }>(shopper.api, shopper.token, '/or/claim/v1/getClaimableOrder', {
      ordNo: delivered.ordNo,
      type: 'RETURN',
    });
    const lines = [{ ordLineNo: claimable.lines[0].ordLineNo, qty: 1 }];
    await memberCall(
      shopper.api,
      shopper.token,
      '/or/claim/v1/requestReturn',
      { ordNo: delivered.ordNo, lines, reasonCd: 'DEFECTIVE', reasonText: '펌프 불량', pickup: { dlvAddrNo: address } },
      crypto.randomUUID(),
    );
    const title = `펌프 문의 ${Date.now() % 100000}`;
    await memberCall(shopper.api, shopper.token, '/cu/inquiry/v1/registerInquiry', {
      categoryCd: 'PRODUCT',
      title,
      content: '펌프가 눌리지 않아요.',
      privacyAgreed: true,
    });

    const cs = await (await browser.newContext()).newPage();
    await consoleLogin(cs, 'csteam');
    await expect(cs.getByRole('menuitem', { name: '송장번호 일괄 등록' })).toHaveCount(0);
    await cs.getByRole('menuitem', { name: '1:1 문의' }).click();
    await cs.getByRole('row').filter({ hasText: title }).click();
    await cs.getByLabel(/^문의 \d+ 답변$/).fill('교환해 드리겠습니다. 불편을 드려 죄송합니다.');
    await cs.getByRole('button', { name: '답변 등록' }).click();
    await expect(cs.getByText('답변을 등록했습니다. 회원의 알림함에 알렸습니다.')).toBeVisible();
    expect(await blockingViolations(cs)).toEqual([]);

    await cs.getByRole('menuitem', { name: '교환·반품' }).click();
    const row = cs.getByRole('row').filter({ hasText: delivered.ordNo });
    await row.getByRole('button', { name: /^수거 시작/ }).click();
    await expect(cs.getByText(/수거 시작 처리했습니다/)).toBeVisible();
    await cs.getByLabel('상태').first().click();
    await cs.getByRole('option', { name: '수거중' }).click();
    await cs.getByRole('row').filter({ hasText: delivered.ordNo }).getByRole('button', { name: /^완료/ }).click();
    await expect(cs.getByText(/완료 처리했습니다/)).toBeVisible();
    const detail = await memberCall<{ status: string }>(shopper.api, shopper.token, '/or/order/v1/getOrderDetail', { ordNo: delivered.ordNo });
    expect(detail.status).toBe('RETURNED');
    await cs.getByRole('menuitem', { name: '주문' }).click();
    await filterList(cs.getByPlaceholder('주문번호·아이디·이름·송장번호'), delivered.ordNo);
    await expect(cs.getByRole('row').filter({ hasText: delivered.ordNo })).toContainText('반품완료');
    const mine = await memberCall<{ items: { title: string; status: string }[] }>(shopper.api, shopper.token, '/cu/inquiry/v1/getMyInquiries', {});
    expect(mine.items.find((item) => item.title === title)?.status).toBe('ANSWERED');

    await test.step('customer service cancels a paid order from its page, with a reason the member reads', async () => {
      const paid = await orderMovedTo('PAID', shopper.api, shopper.token, address, await buyableOption(shopper.api), 1);
      await filterList(cs.getByPlaceholder('주문번호·아이디·이름·송장번호'), paid.ordNo);
      await cs.getByRole('row').filter({ hasText: paid.ordNo }).click();
      await expect(cs.getByRole('region', { name: `주문 ${paid.ordNo} · 결제완료` })).toBeVisible();
      await expect(cs.getByRole('region', { name: '다음 단계' })).toHaveCount(0);
      const cancel = cs.getByRole('form', { name: '취소·환불' });
      await expect(cancel).toContainText(`결제 ${paid.payAmt.toLocaleString('ko-KR')}원`);
      expect(await blockingViolations(cs)).toEqual([]);
      await cancel.getByLabel('회원에게 보일 사유').fill('품절로 출고할 수 없어 취소합니다.');
      await cancel.getByRole('button', { name: '주문 취소' }).click();
      await expect(cs.getByText(`환불했습니다. 결제 ${paid.payAmt.toLocaleString('ko-KR')}원`)).toBeVisible();
      await expect(cs.getByRole('region', { name: `주문 ${paid.ordNo} · 취소완료` })).toBeVisible();
      const cancelled = await memberCall<{ status: string }>(shopper.api, shopper.token, '/or/order/v1/getOrderDetail', { ordNo: paid.ordNo });
      expect(cancelled.status).toBe('CANCELLED');
    });

    const refused = await cs.request.post('/ops/v1/orders/tracking-upload', { headers: { 'X-Ops-Console': '1' }, data: { csv: '20261125-A,684300000001' } });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({ code: 'OPERATOR_FORBIDDEN', message: '이 작업을 할 권한이 없습니다. 대표 운영자에게 문의해 주세요.' });
  },
);

test(
  'the content team publishes a review, loads next week’s terms, changes a store, schedules an event, publishes a notice and appoints an editor',
  DESKTOP_ONLY,
  async ({ page, browser }, testInfo) => {
    // Many console screens in a row: 75–85 s at a load of 10, over 120 s at 20 on two cores.
    test.setTimeout(240_000);
    const shopper = await newShopper(page, testInfo, { points: 10, memo: '콘솔 콘텐츠 e2e', coupons: [] });
    const address = await deliveryAddress(shopper.api, shopper.token, shopper.member.custNm);
    const delivered = await orderMovedTo('DELIVERED', shopper.api, shopper.token, address, await buyableOption(shopper.api), 1);
    const writable = await memberCall<{ items: { orderLineId: number; ordNo: string }[] }>(shopper.api, shopper.token, '/cu/review/v1/getWritableReviews', {});
    const line = writable.items.find((item) => item.ordNo === delivered.ordNo)!;
    const upload = await shopper.api.post('/api/cm/upload/v1/review', {
      headers: { Authorization: `Bearer ${shopper.token}`, 'Content-Type': 'image/png' },
      data: PHOTO,
    });
    const { uploadId } = ((await upload.json()) as { data: { uploadId: string } }).data;
    const saved = await memberCall<{ reviewNo: number; status: string }>(shopper.api, shopper.token, '/cu/review/v1/registerReview', {
      orderLineId: line.orderLineId,
      rating: 5,
      // Unique words: the same text as another review would be held as a copy.
      content: `향이 은은하고 촉촉해서 겨울 내내 잘 쓰고 있어요. ${Date.now().toString(36)} 세트로 재구매 의사 있습니다.`,
      uploadIds: [uploadId],
      termsAgreed: true,
    });
    expect(saved.status).toBe('PENDING');

    const content = await (await browser.newContext()).newPage();
    await consoleLogin(content, 'content');
    await expect(content.getByRole('menuitem', { name: '주문' })).toHaveCount(0);
    await content.getByRole('menuitem', { name: '리뷰' }).click();
    const row = content.getByRole('row').filter({ has: content.getByRole('cell', { name: String(saved.reviewNo), exact: true }) });
    await row.click();
    await expect(content.getByRole('img', { name: `리뷰 ${saved.reviewNo} 사진 1` })).toBeVisible();
    expect(await blockingViolations(content)).toEqual([]);
    await content.getByRole('button', { name: '게시', exact: true }).click();
    await expect(content.getByText(`리뷰 ${saved.reviewNo}: 게시 처리했습니다.`)).toBeVisible();
    const mine = await memberCall<{ items: { reviewNo: number; status: string }[] }>(shopper.api, shopper.token, '/cu/review/v1/getMyReviews', {});
    expect(mine.items.find((item) => item.reviewNo === saved.reviewNo)?.status).toBe('PUBLISHED');

    await test.step('a shopper reports the review: it stays on the page and waits under 신고됨 until the team keeps it', async () => {
      const reporter = await newShopper(await (await browser.newContext()).newPage(), testInfo, { points: 10, memo: '콘솔 신고 e2e', coupons: [] });
      await memberCall(reporter.api, reporter.token, '/dp/review/v1/reportReview', { reviewNo: saved.reviewNo, reasonCd: 'AD' });
      await content.getByRole('menuitem', { name: '리뷰' }).click();
      await content.getByLabel('상태').click();
      await content.getByRole('option', { name: '신고됨 (확인 대기)' }).click();
      const reported = content.getByRole('row').filter({ has: content.getByRole('cell', { name: String(saved.reviewNo), exact: true }) });
      await expect(reported).toContainText('1건');
      // react-admin keeps a row's expansion across filters: the row opened above may still be open.
      const toggle = reported.locator('[aria-expanded]');
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await reported.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(content.getByText('신고 1건: 광고·홍보성 내용 1')).toBeVisible();
      await content.getByRole('button', { name: '유지 (신고 기각)' }).click();
      await expect(content.getByText(`리뷰 ${saved.reviewNo}: 유지 (신고 기각) 처리했습니다.`)).toBeVisible();
      const kept = await memberCall<{ items: { reviewNo: number; status: string }[] }>(shopper.api, shopper.token, '/cu/review/v1/getMyReviews', {});
      expect(kept.items.find((item) => item.reviewNo === saved.reviewNo)?.status).toBe('PUBLISHED');
    });

    await test.step('the content team loads next week’s terms, which wait for their day, and drops them', async () => {
      await content.getByRole('menuitem', { name: '약관·안내' }).click();
      await content.getByRole('row').filter({ hasText: '위치기반서비스 이용약관' }).click();
      await expect(content.getByRole('region', { name: /^1번 · 시행 중/ })).toBeVisible();
      const next = content.getByRole('form', { name: '새 버전' });
      const marker = `다음 주부터 시행하는 위치기반서비스 이용약관 ${Date.now().toString(36)}`;
      const nextWeek = new Date(Date.now() + 7 * 86_400_000 + 9 * 3_600_000).toISOString().slice(0, 10);
      await next.getByLabel('시행일').fill(nextWeek);
      await next.getByLabel('내용').fill(`제1조 (목적)\n\n${marker}입니다.`);
      expect(await blockingViolations(content)).toEqual([]);
      await next.getByRole('button', { name: '새 버전 등록' }).click();
      const waiting = content.getByRole('region', { name: /^\d+번 · 시행 대기/ }).filter({ hasText: marker });
      await expect(waiting).toBeVisible();
      const versionNo = (await waiting.getAttribute('aria-label'))!.split('번')[0];
      // Shoppers still read the version in force.
      await page.goto('/kr/ko/cu/tnc/location');
      await expect(page.getByText(marker)).toHaveCount(0);
      await content.getByRole('button', { name: `${versionNo}번 버전 지우기` }).click();
      await expect(waiting).toHaveCount(0);
    });

    await test.step('the content team changes a store’s hours, which the store finder shows at once', async () => {
      await content.getByRole('menuitem', { name: '매장' }).click();
      await filterList(content.getByPlaceholder('매장 이름·주소'), '제주연동점');
      await content.getByRole('row').filter({ hasText: '녹차숍 제주연동점' }).click();
      const hours = content.getByLabel('주말 영업시간');
      await expect(hours).not.toHaveValue('');
      const before = await hours.inputValue();
      const changed = before === '11:00~20:00' ? '11:00~21:00' : '11:00~20:00';
      await hours.fill('아침부터');
      await content.getByRole('button', { name: '저장' }).click();
      await expect(content.getByText('영업시간은 10:00~22:00처럼, 쉬는 날은 휴무로 입력해 주세요.')).toBeVisible();
      await hours.fill(changed);
      await content.getByRole('button', { name: '저장' }).click();
      await expect(content.getByRole('row').filter({ hasText: '녹차숍 제주연동점' })).toBeVisible();

      await page.goto('/kr/ko/cu/support/my-shop');
      // The list has loaded, so the island answers the search.
      await expect(page.getByRole('status').filter({ hasText: /매장 \d+곳/ })).toBeVisible();
      await page.getByRole('search', { name: '매장 검색' }).getByLabel('매장명·주소').fill('연동로');
      await page.getByRole('search', { name: '매장 검색' }).getByRole('button', { name: '검색' }).click();
      await expect(page.getByRole('article').filter({ hasText: '녹차숍 제주연동점' })).toContainText(`주말 ${changed}`);

      // Back as it was, for the finder's own tests.
      await content.getByRole('row').filter({ hasText: '녹차숍 제주연동점' }).click();
      await content.getByLabel('주말 영업시간').fill(before);
      await content.getByRole('button', { name: '저장' }).click();
      await expect(content.getByRole('row').filter({ hasText: '녹차숍 제주연동점' })).toBeVisible();
    });

    await test.step('the content team schedules an event, which its banner follows once built', async () => {
      const title = `봄맞이 수분 기획전 ${Date.now().toString(36)}`;
      await content.getByRole('menuitem', { name: '이벤트·메인 배너' }).click();
      await content.getByRole('link', { name: '이벤트 추가' }).click();
      const form = content.getByRole('main');
      await form.getByLabel('제목').fill(title);
      await form.getByLabel('내용').fill('봄을 맞아 수분 라인을 모았습니다.');
      await form.getByLabel('시작').fill('2027-03-01T10:00');
      await form.getByLabel('종료').fill('2027-02-01T10:00');
      await form.getByLabel('배너 설명 (대체 텍스트)').fill('봄맞이 수분 기획전 배너');
      await form.getByRole('button', { name: '저장' }).click();
      await expect(form.getByText('종료 시각은 시작 시각보다 뒤여야 합니다.')).toBeVisible();
      await form.getByLabel('종료').fill('2027-03-31T23:59');
      expect(await blockingViolations(content)).toEqual([]);
      await form.getByRole('button', { name: '저장' }).click();
      await expect(content.getByText('저장했습니다. 1분 안에 모든 페이지에 반영됩니다.')).toBeVisible();
      await content.getByLabel('진행').click();
      await content.getByRole('option', { name: '예정' }).click();
      // A chosen filter, too, is applied after a pause: wait for it before leaving the list.
      await expect.poll(() => decodeURIComponent(content.url())).toContain('"phase":"UPCOMING"');
      await expect(content.getByRole('row').filter({ hasText: title })).toContainText('2027년 3월 1일 오전 10:00 ~ 2027년 3월 31일 오후 11:59');
    });

    await test.step('the content team writes a notice that shoppers read at once, then hides it', async () => {
      const title = `배송 지연 안내 ${Date.now().toString(36)}`;
      await content.getByRole('menuitem', { name: '공지사항' }).click();
      await content.getByRole('link', { name: '공지 쓰기' }).click();
      const form = content.getByRole('main');
      await form.getByLabel('제목').fill(title);
      await form.getByRole('button', { name: '저장' }).click();
      await expect(form.getByText('필수 항목입니다')).toBeVisible();
      await form.getByLabel('내용').fill('## 지연 지역\n\n- 제주 <b>도서</b> 지역은 하루 더 걸립니다.');
      expect(await blockingViolations(content)).toEqual([]);
      await form.getByRole('button', { name: '저장' }).click();
      await expect(content.getByRole('row').filter({ hasText: title })).toContainText('게시');

      await page.goto(`/kr/ko/cu/support/notice?keyword=${encodeURIComponent(title)}`);
      await page.getByRole('link', { name: title }).click();
      const notice = page.getByRole('article', { name: title });
      await expect(notice.getByRole('heading', { name: '지연 지역' })).toBeVisible();
      await expect(notice).toContainText('제주 <b>도서</b> 지역은 하루 더 걸립니다.');
      const shown = page.url();

      await content.getByRole('row').filter({ hasText: title }).click();
      await form.getByLabel('상태').click();
      await content.getByRole('option', { name: '숨김' }).click();
      await form.getByRole('button', { name: '저장' }).click();
      await expect(content.getByRole('row').filter({ hasText: title })).toContainText('숨김');
      expect((await page.goto(shown))?.status()).toBe(404);
    });

    await test.step('the content team makes the shopper an editor from their page, and releases them', async () => {
      await content.getByRole('menuitem', { name: '고객' }).click();
      await filterList(content.getByPlaceholder('아이디·이름·휴대폰·회원번호'), shopper.member.custWebId);
      await content.getByRole('row').filter({ hasText: shopper.member.custWebId }).click();
      const editor = content.getByRole('region', { name: '에디터' });
      await expect(editor).toContainText('에디터가 아닙니다.');
      // The content team changes no grade, employee status or points here.
      await expect(content.getByRole('button', { name: '등급 변경' })).toHaveCount(0);
      const nickNm = `콘솔에디터${Date.now() % 100000}`;
      await editor.getByLabel('에디터 이름').fill(nickNm);
      await editor.getByRole('button', { name: '에디터 지정' }).click();
      await expect(content.getByText(new RegExp(`‘${nickNm}’ 에디터\\(ED\\d{4}\\)로 지정했습니다`))).toBeVisible();
      await page.goto('/kr/ko/cu/mypage/posting');
      await expect(page.getByRole('link', { name: '포스팅 쓰기' })).toBeVisible();

      await editor.getByRole('button', { name: '에디터 해제' }).click();
      await expect(content.getByText('에디터에서 해제했습니다.', { exact: false })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('heading', { name: '에디터만 포스팅을 쓸 수 있습니다' })).toBeVisible();
    });
  },
);

test('a logged-out visit shows the login form at once, and a wrong code is no login', DESKTOP_ONLY, async ({ page }) => {
  await page.goto(CONSOLE_URL);
  const form = page.getByRole('form', { name: '운영자 로그인' });
  // The session check's 401 means logged out: no retries first (they took about 8 seconds).
  await expect(form).toBeVisible({ timeout: 3_000 });
  await form.getByLabel('아이디').fill('content');
  await form.getByLabel('비밀번호').fill('nokcha-ops-2026!');
  await form.getByLabel(/인증 코드/).fill('000000');
  await form.getByRole('button', { name: '로그인' }).click();
  await expect(page.getByText(REFUSED)).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
});
