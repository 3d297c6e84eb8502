import { env } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import worker from '../index';
import { DESKTOP_UA, PHONE_UA } from '#e2e/user-agents';
import { call } from './test-helpers';

async function entry(query: string, userAgent = PHONE_UA) {
  const response = await call(`/member/login${query}`, { headers: { 'User-Agent': userAgent } });
  expect(response.status).toBe(302);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return response.headers.get('location');
}

describe('GET /member/login', () => {
  it('forwards to the login screen with the successUrl', async () => {
    expect(await entry('?successUrl=%2Fkr%2Fko%2Fcu%2Fmypage%3Ftab%3D1')).toBe('/kr/ko/cu/login?successUrl=%2Fkr%2Fko%2Fcu%2Fmypage%3Ftab%3D1');
  });

  it('drops a successUrl off the shop', async () => {
    expect(await entry('?successUrl=https%3A%2F%2Fevil.com')).toBe('/kr/ko/cu/login?successUrl=%2Fkr%2Fko');
    expect(await entry('')).toBe('/kr/ko/cu/login?successUrl=%2Fkr%2Fko');
  });

  it('forwards a join to the join screen, keeping a safe cancelUrl', async () => {
    expect(await entry('?processType=join&successUrl=/kr/ko/dp/best&cancelUrl=//evil.com')).toBe(
      '/kr/ko/cu/join?successUrl=%2Fkr%2Fko%2Fdp%2Fbest&cancelUrl=%2Fkr%2Fko',
    );
  });

  it('forwards a popup login to variant 2 on phones and 4 on PCs, unless asked', async () => {
    expect(await entry('?processType=popup')).toBe('/kr/ko/cu/login/popup?variant=2&successUrl=%2Fkr%2Fko');
    expect(await entry('?processType=popup', DESKTOP_UA)).toBe('/kr/ko/cu/login/popup?variant=4&successUrl=%2Fkr%2Fko');
    expect(await entry('?processType=popup&variant=4')).toBe('/kr/ko/cu/login/popup?variant=4&successUrl=%2Fkr%2Fko');
    expect(await entry('?processType=popup&variant=9', DESKTOP_UA)).toBe('/kr/ko/cu/login/popup?variant=4&successUrl=%2Fkr%2Fko');
  });
});

describe('everything else under /member', () => {
  it('is a JSON 404 with a trace id header', async () => {
    const response = await call('/member/nothing-here');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 'NOT_FOUND', message: '요청하신 주소를 찾을 수 없습니다.' });
    expect(response.headers.get('x-trace-id')).toMatch(/^[\w-]+$/);
  });
});

describe('the worker', () => {
  it('mounts the member gateway at /member, behind the security headers', async () => {
    const response = await worker.request('http://localhost:8787/member/login?successUrl=/kr/ko/dp/best', { headers: { 'User-Agent': PHONE_UA } }, env);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/kr/ko/cu/login?successUrl=%2Fkr%2Fko%2Fdp%2Fbest');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('answers a failure of its own as JSON 500 with the trace id, the stack only in the log', async () => {
    const broken = {
      ...env,
      DB: {
        prepare: () => {
          throw new Error('D1 is down');
        },
      },
    } as unknown as Env;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await worker.request('http://localhost:8787/member/check-id?custWebId=someone', { headers: { 'X-Trace-Id': 'trace-500' } }, broken);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      code: 'INTERNAL_ERROR',
      message: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
      traceId: 'trace-500',
    });
    expect(JSON.parse(logged.mock.calls[0][0] as string)).toMatchObject({ traceId: 'trace-500', message: 'D1 is down' });
    logged.mockRestore();
  });
});
