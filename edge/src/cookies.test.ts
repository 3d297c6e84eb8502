import { describe, expect, it } from 'vitest';
import { expireCookie, isSecureUrl, serializeCookie, sharedCookieDomain } from './cookies';

describe('serializeCookie', () => {
  it('writes the defaults: Path=/, Secure, SameSite=Lax', () => {
    expect(serializeCookie('inm_locale', 'ko')).toBe('inm_locale=ko; Path=/; Secure; SameSite=Lax');
  });

  it('writes every attribute in a fixed order', () => {
    expect(
      serializeCookie('inm_auth_token', 'abc', {
        domain: '.nokcha.example',
        path: '/kr',
        maxAge: 1800,
        expires: new Date(Date.UTC(2030, 0, 2, 3, 4, 5)),
        httpOnly: true,
        secure: true,
        sameSite: 'Strict',
      }),
    ).toBe('inm_auth_token=abc; Domain=.nokcha.example; Path=/kr; Max-Age=1800; Expires=Wed, 02 Jan 2030 03:04:05 GMT; HttpOnly; Secure; SameSite=Strict');
  });

  it('leaves out Secure when told to, and an empty Domain', () => {
    expect(serializeCookie('inm_locale', 'ko', { maxAge: 31536000, secure: false, domain: '' })).toBe('inm_locale=ko; Path=/; Max-Age=31536000; SameSite=Lax');
  });

  it('percent-encodes the value', () => {
    expect(serializeCookie('inm_login_success', 'Y|1; x=한', { secure: false })).toBe('inm_login_success=Y%7C1%3B%20x%3D%ED%95%9C; Path=/; SameSite=Lax');
  });

  it('rejects names that are not cookie tokens and fractional Max-Age', () => {
    expect(() => serializeCookie('bad name', 'x')).toThrow(TypeError);
    expect(() => serializeCookie('a=b', 'x')).toThrow(TypeError);
    expect(() => serializeCookie('', 'x')).toThrow(TypeError);
    expect(() => serializeCookie('ok', 'x', { maxAge: 1.5 })).toThrow(TypeError);
  });
});

describe('expireCookie', () => {
  it('empties the cookie with Max-Age=0 and a 1970 expiry', () => {
    expect(expireCookie('inm_signup_success')).toBe('inm_signup_success=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Secure; SameSite=Lax');
  });

  it('keeps the domain the cookie was set on', () => {
    expect(expireCookie('inm_auth_token', { domain: '.nokcha.example', secure: false })).toBe(
      'inm_auth_token=; Domain=.nokcha.example; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax',
    );
  });
});

describe('isSecureUrl', () => {
  it.each([
    ['http://localhost:8787/kr/ko', false],
    ['http://127.0.0.1:8787/kr/ko', false],
    ['http://[::1]:8787/kr/ko', false],
    ['https://shop.nokcha.example/kr/ko', true],
    ['http://localhost.nokcha.example/', true],
    ['http://10.0.0.5/', true],
  ])('%s → %s', (url, secure) => {
    expect(isSecureUrl(url)).toBe(secure);
  });
});

describe('sharedCookieDomain', () => {
  it('is undefined when no domain is configured', () => {
    expect(sharedCookieDomain({ authCookieDomain: '' })).toBeUndefined();
    expect(sharedCookieDomain({ authCookieDomain: '.nokcha.example' })).toBe('.nokcha.example');
  });
});
