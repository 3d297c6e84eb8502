/**
 * Membership through the real worker, as a shopper does it: join, log out, log in (ID and SMS),
 * stay logged in over a reload, a wrong password, the login gate's way back, an open-redirect
 * attempt and the login popup. Every test makes its own member (unique ID and mobile number per
 * test and project).
 */
import { expect, test } from './support/fixtures';
import { blockingViolations } from './support/axe';
import { authCookie, expectLoggedInAs, isPhone, joinByApi, latestSmsCode, logIn, newMember } from './support/members';

test('join with ID and password, log out, log in again, and stay logged in over a reload', async ({ page, context, request }, testInfo) => {
  const member = newMember(testInfo);
  await page.goto('/member/login?processType=join');
  await expect(page).toHaveURL(/\/kr\/ko\/cu\/join\?/);

  await page.getByLabel('아이디', { exact: true }).fill(member.custWebId);
  await page.getByLabel('비밀번호', { exact: true }).fill(member.password);
  await page.getByLabel('비밀번호 확인').fill(member.password);
  await page.getByLabel('이름').fill(member.custNm);
  await page.getByLabel('휴대폰 번호').fill(member.mobile);
  await expect(page.getByText('사용할 수 있는 아이디입니다.')).toBeVisible();
  // Each consent to collect personal information unfolds its own items, purpose and retention, in place.
  await page.getByLabel('[필수] 개인정보 수집·이용 동의 내용 보기').click();
  const required = page.locator('details.consents__notice[open]');
  await expect(required).toContainText('아이디, 비밀번호, 이름, 휴대전화번호');
  await expect(required).toContainText('회원 탈퇴 시까지');
  await expect(required).toContainText('거부하면 회원 가입을 할 수 없습니다');
  await page.getByLabel(/^\[선택\] 개인정보 수집·이용 동의 .+ 내용 보기$/).click();
  await expect(page.locator('details.consents__notice[open]').nth(1)).toContainText('생년월일, 성별');
  await expect(page).toHaveURL(/\/kr\/ko\/cu\/join\?/);
  expect(await blockingViolations(page)).toEqual([]);
  await page.getByLabel('전체 동의').check();
  await expect(page.getByLabel('[필수] 이용약관 동의')).toBeChecked();
  // The number is proven by the code texted to it: without it, or with a wrong one, no join.
  await page.getByRole('button', { name: '가입하기' }).click();
  await expect(page.getByLabel('인증번호')).toHaveAccessibleDescription('인증번호 받기를 먼저 눌러 주세요.');
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  await expect(page.getByText('인증번호를 보냈습니다. 3분 안에 입력해 주세요.')).toBeVisible();
  await expect(page.getByRole('timer', { name: '인증 남은 시간' })).toHaveText(/^[23]:\d\d$/);
  const code = await latestSmsCode(request, member.mobile);
  await page.getByLabel('인증번호').fill(code === '123456' ? '654321' : '123456');
  await page.getByRole('button', { name: '가입하기' }).click();
  await expect(page.getByLabel('인증번호')).toHaveAccessibleDescription('인증번호가 일치하지 않습니다.');
  await page.getByLabel('인증번호').fill(code);
  await page.getByRole('button', { name: '가입하기' }).click();

  await page.waitForURL((url) => url.pathname === '/kr/ko');
  expect(await authCookie(context), 'the auth cookie after joining').toBeTruthy();
  // The join signal becomes a tracking event once, and its cookie is gone.
  await expect.poll(() => page.evaluate(() => JSON.stringify(window.dataLayer ?? []))).toContain('"event":"sign_up_complete","provider":"ID"');
  await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'inm_signup_success')).toBe(false);
  await expectLoggedInAs(page, member, testInfo);

  // Log out: the PC header's 로그아웃, or mypage's on a phone.
  const logout = isPhone(testInfo)
    ? page.locator('main').getByRole('button', { name: '로그아웃' })
    : page.locator('.util-links').getByRole('button', { name: '로그아웃' });
  await logout.click();
  await page.waitForURL((url) => url.pathname === '/kr/ko');
  await expect.poll(() => authCookie(context), 'no auth cookie after logout').toBeUndefined();
  if (!isPhone(testInfo)) await expect(page.locator('.util-links').getByRole('link', { name: '로그인' })).toBeVisible();

  // Log in again and come back to mypage.
  await page.goto('/member/login?successUrl=%2Fkr%2Fko%2Fcu%2Fmypage');
  await expect(page).toHaveURL(/\/kr\/ko\/cu\/login\?/);
  await logIn(page, member);
  await page.waitForURL('**/kr/ko/cu/mypage');
  await expect(page.getByRole('heading', { name: `${member.custNm}님, 반갑습니다` })).toBeVisible();
  await expectLoggedInAs(page, member, testInfo);

  await page.reload();
  await expect(page).toHaveURL(/\/kr\/ko\/cu\/mypage$/);
  await expectLoggedInAs(page, member, testInfo);
  await expect(page.locator('[data-summary="points"]')).toHaveText(/^[\d,]+P$/);
});

test('SMS login with the code from the outbox', async ({ page, context, request }, testInfo) => {
  const member = newMember(testInfo);
  await joinByApi(request, member);

  await page.goto('/kr/ko/cu/login');
  await page.getByRole('tab', { name: '휴대폰 번호 로그인' }).click();
  await page.getByLabel('휴대폰 번호').fill(member.mobile);
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  await expect(page.getByText('인증번호를 보냈습니다.')).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^(3:00|2:5\d)$/);

  const outbox = await request.get(`/member/sms/outbox?mobile=${member.mobile}`);
  const { messages } = (await outbox.json()) as { messages: { body: string }[] };
  const code = /\d{6}/.exec(messages[0]?.body ?? '')?.[0];
  expect(code, `a 6-digit code in ${JSON.stringify(messages)}`).toBeTruthy();

  await page.getByLabel('인증번호').fill(code!);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/kr/ko');
  expect(await authCookie(context)).toBeTruthy();
  await expect.poll(() => page.evaluate(() => JSON.stringify(window.dataLayer ?? []))).toContain('"event":"login_complete","provider":"SMS"');
  await expectLoggedInAs(page, member, testInfo);
});

test('a wrong password shows the error and sets no auth cookie', async ({ page, context, request }, testInfo) => {
  const member = newMember(testInfo);
  await joinByApi(request, member);

  await page.goto('/kr/ko/cu/login');
  await logIn(page, { ...member, password: 'wrong-pass9' });
  await expect(page.getByRole('alert').filter({ hasText: '아이디 또는 비밀번호가 일치하지 않습니다.' })).toBeVisible();
  await expect(page).toHaveURL(/\/kr\/ko\/cu\/login$/);
  await expect(page.getByLabel('아이디', { exact: true }), 'what was typed stays').toHaveValue(member.custWebId);
  expect(await authCookie(context)).toBeUndefined();
});

test('a guest opening mypage logs in and comes back to mypage', async ({ page, request }, testInfo) => {
  const member = newMember(testInfo);
  await joinByApi(request, member);

  await page.goto('/kr/ko/cu/mypage');
  await expect(page).toHaveURL(/\/kr\/ko\/cu\/login\?/);
  expect(new URL(page.url()).searchParams.get('successUrl')).toBe('/kr/ko/cu/mypage');
  await logIn(page, member);
  await page.waitForURL('**/kr/ko/cu/mypage');
  await expect(page.getByRole('heading', { name: `${member.custNm}님, 반갑습니다` })).toBeVisible();
});

test('an open-redirect attempt lands on the main page', async ({ page, baseURL, request }, testInfo) => {
  const member = newMember(testInfo);
  await joinByApi(request, member);

  await page.goto('/member/login?successUrl=%2F%2Fevil.example');
  await expect(page).toHaveURL(/\/kr\/ko\/cu\/login\?/);
  await logIn(page, member);
  await page.waitForURL((url) => url.pathname === '/kr/ko');
  expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
});

test('the login popup logs in, reloads the page that opened it and closes', async ({ page, context, request }, testInfo) => {
  const member = newMember(testInfo);
  await joinByApi(request, member);
  const variant = isPhone(testInfo) ? 2 : 4;

  await page.goto('/kr/ko/dp/best');
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.evaluate((entry) => void window.open(entry, '_blank', 'width=480,height=629'), `/member/login?processType=popup&variant=${variant}`),
  ]);
  await popup.waitForURL(`**/kr/ko/cu/login/popup?variant=${variant}&**`);
  await logIn(popup, member);
  await popup.waitForEvent('close');

  expect(await authCookie(context)).toBeTruthy();
  if (!isPhone(testInfo)) await expect(page.locator('.util-links').getByText(`${member.custNm}님`)).toBeVisible();
  expect(new URL(page.url()).pathname, 'the opener stays where it was').toBe('/kr/ko/dp/best');
});
