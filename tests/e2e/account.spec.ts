/**
 * The member's account screens as a shopper uses them: the re-check before anything
 * personal, password and mobile changes with their validation rules, marketing consent holding the
 * e-mail, SNS connect and disconnect through the fake Kakao, the usage history, and withdrawal,
 * after which the ID cannot log in or join again.
 */
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { FAKE_USER_COOKIE, fakeKakao } from './support/fake-kakao';
import { joinByApi, latestSmsCode, newMember, type Member } from './support/members';
import { DESKTOP_ONLY, PHONE_ONLY } from './support/one-layout';

const REAUTH = '/kr/ko/cu/mypage/personal-information-modify';
const DETAIL = `${REAUTH}/personal-information-detail`;

async function logIn(page: Page, testInfo: TestInfo): Promise<Member> {
  const member = newMember(testInfo);
  await joinByApi(page.request, member);
  expect((await page.request.post('/member/', { data: { custWebId: member.custWebId, password: member.password } })).status()).toBeLessThan(400);
  return member;
}

/** Answers the shop's alert or confirm named by its text with 확인. */
async function accept(page: Page, text: string | RegExp): Promise<void> {
  await page.getByRole('alertdialog', { name: text }).getByRole('button', { name: '확인' }).click();
}

async function reauthenticate(page: Page, member: Member): Promise<void> {
  await page.goto(REAUTH);
  await page.getByLabel('비밀번호').fill(member.password);
  await page.getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL((url) => url.pathname === DETAIL);
}

test('a guest is asked to log in first', async ({ page }) => {
  await page.goto(DETAIL);
  await expect(page).toHaveURL(/\/cu\/login/);
});

test('the detail screen needs the password again, then changes password and mobile number', PHONE_ONLY, async ({ page }, testInfo) => {
  const member = await logIn(page, testInfo);
  await page.goto(DETAIL);
  await expect(page).toHaveURL((url) => url.pathname === REAUTH);
  await page.getByLabel('비밀번호').fill('wrong#pass1');
  await page.getByRole('button', { name: '확인' }).click();
  await expect(page.getByText('비밀번호가 일치하지 않습니다. 다시 입력해 주세요.')).toBeVisible();
  await page.getByLabel('비밀번호').fill(member.password);
  await page.getByRole('button', { name: '확인' }).click();
  await expect(page.getByRole('heading', { name: '기본 정보' })).toBeVisible();
  await expect(page.getByRole('main').getByText(member.custWebId, { exact: true })).toBeVisible();
  // The first card starts just under the header: no empty band above it.
  const main = (await page.getByRole('main').boundingBox())!;
  expect((await page.getByRole('region', { name: '기본 정보' }).boundingBox())!.y - main.y).toBeLessThan(40);

  await page.getByLabel('현재 비밀번호').fill(member.password);
  await page.getByLabel('새 비밀번호', { exact: true }).fill('matcha');
  await page.getByLabel('새 비밀번호 확인').fill('matcha2');
  await page.getByRole('button', { name: '비밀번호 변경' }).click();
  await expect(page.getByText('비밀번호는 8~16자로 입력해 주세요.')).toBeVisible();
  await expect(page.getByLabel('새 비밀번호', { exact: true })).toBeFocused();
  await page.getByLabel('새 비밀번호', { exact: true }).fill('matcha#2026');
  await page.getByLabel('새 비밀번호 확인').fill('matcha#2026');
  await page.getByRole('button', { name: '비밀번호 변경' }).click();
  await accept(page, '비밀번호가 변경되었습니다.');

  const next = `010${String(Date.now()).slice(-8)}`;
  await page.getByRole('button', { name: '변경', exact: true }).click();
  await page.getByLabel('새 휴대폰 번호').fill('0101234');
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  await expect(page.getByText('올바른 휴대폰 번호를 입력해 주세요.')).toBeVisible();
  await page.getByLabel('새 휴대폰 번호').fill(next);
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  await expect(page.getByText(/남은 시간 [23]:\d\d/)).toBeVisible();
  const code = await latestSmsCode(page.request, next);
  await page.getByLabel('인증번호').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: '휴대폰 번호 변경' }).click();
  await expect(page.getByText('인증번호가 일치하지 않습니다. 다시 확인해 주세요.')).toBeVisible();
  await page.getByLabel('인증번호').fill(code);
  await page.getByRole('button', { name: '휴대폰 번호 변경' }).click();
  await accept(page, '휴대폰 번호가 변경되었습니다.');
  await expect(page.getByText(`${next.slice(0, 3)}-${next.slice(3, 7)}-${next.slice(7)}`)).toBeVisible();
});

test('e-mail is kept only under marketing consent, and withdrawing it deletes the e-mail', DESKTOP_ONLY, async ({ page }, testInfo) => {
  const member = await logIn(page, testInfo);
  await reauthenticate(page, member);
  const email = page.getByLabel('이메일', { exact: true });
  await expect(email).toBeDisabled();
  await page.getByRole('checkbox', { name: /마케팅 목적의 개인정보/ }).check();
  await page.getByRole('checkbox', { name: '광고성 정보 수신: 문자(SMS)' }).check();
  await expect(page.getByRole('checkbox', { name: /야간/ })).toBeDisabled();
  await page.getByRole('button', { name: '동의 정보 저장' }).click();
  await accept(page, '동의 정보가 변경되었습니다.');

  await email.fill('green@a.com');
  await page.getByRole('button', { name: '이메일·주소 저장' }).click();
  await expect(page.getByText('이메일 도메인은 6자 이상이어야 합니다.')).toBeVisible();
  await email.fill('green@nokcha.example');
  await page.getByRole('button', { name: '이메일·주소 저장' }).click();
  await accept(page, '회원정보가 수정되었습니다.');

  await page.getByRole('checkbox', { name: /마케팅 목적의 개인정보/ }).uncheck();
  await expect(page.getByRole('checkbox', { name: '광고성 정보 수신: 문자(SMS)' })).not.toBeChecked();
  await page.getByRole('button', { name: '동의 정보 저장' }).click();
  await accept(page, /저장된 이메일과 주소 정보가 삭제됩니다/);
  await accept(page, '동의 정보가 변경되었습니다.');
  await expect(email).toHaveValue('');
  await expect(email).toBeDisabled();

  await page.getByRole('link', { name: '개인정보 이용 내역' }).click();
  await expect(page.getByRole('heading', { name: '최근 로그인' })).toBeVisible();
  await expect(page.getByRole('cell', { name: '아이디' }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: testInfo.project.name === 'phone' ? '모바일 웹' : 'PC 웹' }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: '토스페이먼츠(주)' })).toBeVisible();
});

test('connects Kakao through the provider and disconnects it again', PHONE_ONLY, async ({ page, context }, testInfo) => {
  const member = await logIn(page, testInfo);
  await context.addCookies([{ name: FAKE_USER_COOKIE, value: String(7_000_000_000 + Math.floor(Math.random() * 1e9)), url: fakeKakao().origin }]);
  await reauthenticate(page, member);
  await page.getByRole('link', { name: '카카오 연결하기' }).click();
  await expect(page).toHaveURL((url) => url.pathname === DETAIL && url.search === '');
  await expect(page.getByRole('status').filter({ hasText: 'SNS 로그인이 연결되었습니다.' })).toBeVisible();
  await page.getByRole('button', { name: '카카오 연결 해제' }).click();
  await accept(page, '카카오 로그인 연결을 해제하시겠습니까?');
  await accept(page, 'SNS 로그인 연결이 해제되었습니다.');
  await expect(page.getByRole('link', { name: '카카오 연결하기' })).toBeVisible();
});

/** Keeps the names of tracked events across page loads, so an event sent just before leaving is seen. */
async function recordEvents(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: unknown[] = JSON.parse(sessionStorage.getItem('e2e-events') ?? '[]');
    const layer: unknown[] = [];
    layer.push = (...items: unknown[]) => {
      for (const item of items) seen.push((item as { event?: unknown }).event);
      sessionStorage.setItem('e2e-events', JSON.stringify(seen));
      return Array.prototype.push.apply(layer, items);
    };
    window.dataLayer = layer;
  });
}

test('withdrawal needs a reason and agreement, then logs out and closes the ID', DESKTOP_ONLY, async ({ page }, testInfo) => {
  const member = await logIn(page, testInfo);
  await recordEvents(page);
  await reauthenticate(page, member);
  await page.getByRole('link', { name: '회원 탈퇴' }).click();
  await expect(page.getByText(/보유한 뷰티포인트 .*P와 사용 가능한 쿠폰 1장이 모두 소멸/)).toBeVisible();
  await page.getByRole('button', { name: '탈퇴하기' }).click();
  await expect(page.getByText('탈퇴 사유를 선택해 주세요.')).toBeVisible();
  await page.getByRole('radio', { name: '기타' }).check();
  await page.getByRole('button', { name: '탈퇴하기' }).click();
  await expect(page.getByText('기타 사유를 입력해 주세요.')).toBeVisible();
  await expect(page.getByLabel('기타 사유 (필수)')).toBeFocused();
  await page.getByLabel('기타 사유 (필수)').fill('해외로 이사를 가요');
  await page.getByRole('checkbox', { name: '안내 사항을 모두 확인했으며 탈퇴에 동의합니다.' }).check();
  await page.getByRole('button', { name: '탈퇴하기' }).click();
  await accept(page, /정말 탈퇴하시겠습니까/);
  await accept(page, /회원 탈퇴가 완료되었습니다/);
  await expect(page).toHaveURL((url) => url.pathname === '/kr/ko');
  expect(await page.evaluate(() => sessionStorage.getItem('e2e-events'))).toContain('withdrawal_complete');

  const login = await page.request.post('/member/', { data: { custWebId: member.custWebId, password: member.password } });
  expect(login.status()).toBe(401);
  const check = await page.request.get(`/member/check-id?custWebId=${member.custWebId}`);
  expect(await check.json()).toEqual({ available: false });
});

test('a member who joined by Kakao confirms by SMS and cannot remove their only login', PHONE_ONLY, async ({ page, context }) => {
  const kakaoId = 8_000_000_000 + Math.floor(Math.random() * 999_999_999);
  const mobile = `010${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  await context.addCookies([{ name: FAKE_USER_COOKIE, value: String(kakaoId), url: fakeKakao().origin }]);
  await page.goto(`/member/social/kakao/start?successUrl=${encodeURIComponent(REAUTH)}`);
  await page.getByLabel('휴대폰 번호').fill(mobile);
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  await expect(page.getByText('인증번호를 보냈습니다. 3분 안에 입력해 주세요.')).toBeVisible();
  await page.getByLabel('인증번호').fill(await latestSmsCode(page.request, mobile));
  for (const consent of [/만 14세 이상/, /이용약관 동의/, /개인정보 수집·이용 동의$/]) await page.getByRole('checkbox', { name: consent }).check();
  await page.getByRole('button', { name: '가입 완료' }).click();

  await expect(page).toHaveURL((url) => url.pathname === REAUTH);
  await expect(page.getByText(`${mobile.slice(0, 3)}-****-${mobile.slice(7)}`)).toBeVisible();
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  await expect(page.getByText(/남은 시간 [23]:\d\d/)).toBeVisible();
  await page.getByLabel('인증번호').fill(await latestSmsCode(page.request, mobile));
  await page.getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL((url) => url.pathname === DETAIL);
  await expect(page.getByRole('heading', { name: '비밀번호 변경' })).toHaveCount(0);
  await page.getByRole('button', { name: '카카오 연결 해제' }).click();
  await accept(page, '카카오 로그인 연결을 해제하시겠습니까?');
  await expect(page.getByText('마지막 로그인 수단은 해제할 수 없습니다. 다른 SNS를 연결한 뒤 해제해 주세요.')).toBeVisible();
});
