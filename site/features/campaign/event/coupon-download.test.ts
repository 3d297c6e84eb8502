import { expect, test, vi } from 'vitest';
import { ApiError } from '#lib/api-client';
import { COUPON_ISSUED_MESSAGE, downloadCoupon, ISSUED_LABEL, startCouponButtons, type CouponDeps } from './coupon-download';

function deps(overrides: Partial<CouponDeps> = {}): CouponDeps {
  return {
    isLoggedIn: vi.fn(async () => true),
    download: vi.fn(async () => ({ statusCode: 200 })),
    alert: vi.fn(async () => true),
    askToLogIn: vi.fn(async () => true),
    goToLogin: vi.fn(),
    ...overrides,
  };
}

const REQUEST = { eventId: 3, couponId: 7 };

test('a member gets the coupon and is told so', async () => {
  const d = deps();
  expect(await downloadCoupon(REQUEST, d)).toBe('issued');
  expect(d.download).toHaveBeenCalledWith(REQUEST);
  expect(d.alert).toHaveBeenCalledWith(COUPON_ISSUED_MESSAGE);
});

test('a guest is asked to log in, calls nothing, and goes to login on 확인', async () => {
  const d = deps({ isLoggedIn: vi.fn(async () => false) });
  expect(await downloadCoupon(REQUEST, d)).toBe('login');
  expect(d.download).not.toHaveBeenCalled();
  expect(d.askToLogIn).toHaveBeenCalledOnce();
  expect(d.goToLogin).toHaveBeenCalledOnce();
});

test('a guest who chooses 취소 stays', async () => {
  const d = deps({ isLoggedIn: vi.fn(async () => false), askToLogIn: vi.fn(async () => false) });
  expect(await downloadCoupon(REQUEST, d)).toBe('login');
  expect(d.goToLogin).not.toHaveBeenCalled();
});

test("409 shows the gateway's Korean message", async () => {
  const d = deps({ download: vi.fn(async () => Promise.reject(new ApiError('COUPON_ALREADY_DOWNLOADED', '이미 받은 쿠폰입니다.', 409))) });
  expect(await downloadCoupon(REQUEST, d)).toBe('refused');
  expect(d.alert).toHaveBeenCalledWith('이미 받은 쿠폰입니다.');
});

test('a token that died meanwhile (401) is treated as a guest', async () => {
  const d = deps({ download: vi.fn(async () => Promise.reject(new ApiError('LOGIN_REQUIRED', '로그인이 필요합니다.', 401))) });
  expect(await downloadCoupon(REQUEST, d)).toBe('login');
  expect(d.askToLogIn).toHaveBeenCalledOnce();
  expect(d.alert).not.toHaveBeenCalled();
});

test('a network failure says so rather than failing silently', async () => {
  const d = deps({ download: vi.fn(async () => Promise.reject(new ApiError('NETWORK_ERROR', '네트워크 연결이 원활하지 않습니다.', 0))) });
  expect(await downloadCoupon(REQUEST, d)).toBe('failed');
  expect(d.alert).toHaveBeenCalledWith('네트워크 연결이 원활하지 않습니다.');
});

test('the button sends its event and coupon, is marked issued, and a double tap asks once', async () => {
  document.body.innerHTML = `<button type="button" data-event-id="3" data-coupon-id="7">쿠폰 받기</button>`;
  let finish: () => void = () => {};
  const d = deps({ download: vi.fn(() => new Promise<unknown>((resolve) => (finish = () => resolve({})))) });
  startCouponButtons(document, d);
  const button = document.querySelector('button')!;
  button.click();
  await vi.waitFor(() => expect(d.download).toHaveBeenCalledOnce());
  button.click();
  finish();
  await vi.waitFor(() => expect(button.textContent).toBe(ISSUED_LABEL));
  expect(d.download).toHaveBeenCalledTimes(1);
  expect(d.download).toHaveBeenCalledWith(REQUEST);
  expect(button.disabled).toBe(true);
});
