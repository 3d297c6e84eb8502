/**
 * The operator console (issue 13): each role logs in with a TOTP code and sees its own work; the
 * warehouse ships 20 orders from one CSV; customer service has no tracking upload and the API
 * refuses it; the owner reads the warehouse's upload in the audit log. Desktop only: the console
 * is a back office used at a desk.
 */
import { blockingViolations } from './support/axe';
import { CONSOLE_URL, consoleLogin } from './support/console';
import { expect, test } from './support/fixtures';
import { buyableOption, deliveryAddress, orderMovedTo } from './support/orders';
import { newShopper } from './support/shopper';

test.skip(({ isMobile }) => isMobile, 'the console is used on a desktop');

test('the warehouse ships 20 orders from one CSV, and the owner finds it in the audit log', async ({ page, browser }, testInfo) => {
  test.setTimeout(240_000);
  const shopper = await newShopper(page, testInfo, { points: 10, memo: '콘솔 e2e', coupons: [] });
  const address = await deliveryAddress(shopper.api, shopper.token, shopper.member.custNm);
  const option = await buyableOption(shopper.api);
  const orders: string[] = [];
  for (let index = 0; index < 20; index += 1)
    orders.push((await orderMovedTo(index % 2 ? 'PAID' : 'PREPARING', shopper.api, shopper.token, address, option, 1)).ordNo);

  const warehouse = await (await browser.newContext()).newPage();
  await consoleLogin(warehouse, 'warehouse');
  await expect(warehouse.getByRole('list', { name: '오늘의 현황' })).toContainText('출고할 주문');
  await expect(warehouse.getByRole('menuitem', { name: '감사 기록' })).toHaveCount(0);
  expect(await blockingViolations(warehouse)).toEqual([]);
  await warehouse.getByRole('menuitem', { name: '송장번호 일괄 등록' }).click();
  const csv = [
    '주문번호,송장번호',
    ...orders.map((ordNo, index) => `${ordNo},5512${String(Date.now()).slice(-6)}${String(index).padStart(2, '0')}`),
    '20991231-NOPE0000,551200000000',
  ].join('\n');
  await warehouse.getByLabel('송장번호 CSV 파일').setInputFiles({ name: 'tracking.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(warehouse.getByRole('status')).toHaveText('20건을 배송중으로 변경했습니다. 1건은 변경하지 못했습니다.');
  await expect(warehouse.getByRole('table', { name: '줄마다 결과' })).toContainText('주문 20991231-NOPE0000을(를) 찾을 수 없습니다.');

  await warehouse.getByRole('menuitem', { name: '주문' }).click();
  await warehouse.getByPlaceholder('주문번호·아이디·이름·송장번호').fill(orders[0]);
  await expect(warehouse.getByRole('row').filter({ hasText: orders[0] })).toContainText('배송중');

  const owner = await (await browser.newContext()).newPage();
  await consoleLogin(owner, 'owner');
  await owner.getByRole('menuitem', { name: '감사 기록' }).click();
  await owner.getByLabel('작업 (예: /v1/orders/)').fill('/v1/orders/tracking-upload');
  await expect(owner.getByRole('row').filter({ hasText: '/v1/orders/tracking-upload' }).first()).toContainText('배물류 (warehouse, 물류)');
});

test('customer service sees no tracking upload, and the API refuses it; a page is no login without a code', async ({ page, browser }) => {
  await consoleLogin(page, 'csteam');
  await expect(page.getByRole('menuitem', { name: '송장번호 일괄 등록' })).toHaveCount(0);
  const refused = await page.request.post('/ops/v1/orders/tracking-upload', { headers: { 'X-Ops-Console': '1' }, data: { csv: '20261125-A,684300000001' } });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ code: 'OPERATOR_FORBIDDEN', message: '이 작업을 할 권한이 없습니다. 대표 운영자에게 문의해 주세요.' });

  const guest = await (await browser.newContext()).newPage();
  await guest.goto(CONSOLE_URL);
  const form = guest.getByRole('form', { name: '운영자 로그인' });
  await form.getByLabel('아이디').fill('csteam');
  await form.getByLabel('비밀번호').fill('nokcha-ops-2026!');
  await form.getByLabel(/인증 코드/).fill('000000');
  await form.getByRole('button', { name: '로그인' }).click();
  await expect(guest.getByText('아이디, 비밀번호 또는 인증 코드가 맞지 않습니다.')).toBeVisible();
});
