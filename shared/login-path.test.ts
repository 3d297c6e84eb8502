import { describe, expect, it } from 'vitest';
import { loginPath } from './login-path';

describe('loginPath', () => {
  it('comes back to the page it names, path, query and fragment', () => {
    expect(loginPath('/kr/ko/or/order-cart?tab=1#top')).toBe('/member/login?successUrl=%2Fkr%2Fko%2For%2Forder-cart%3Ftab%3D1%23top');
  });

  it('asks for the join step first when told to', () => {
    expect(loginPath('/kr/ko/dp/employees', { join: true })).toBe('/member/login?processType=join&successUrl=%2Fkr%2Fko%2Fdp%2Femployees');
  });

  it('is the bare login page when there is nowhere to come back to', () => {
    expect(loginPath(null)).toBe('/member/login');
    expect(loginPath('')).toBe('/member/login');
    expect(loginPath(undefined, { join: true })).toBe('/member/login?processType=join');
  });
});
