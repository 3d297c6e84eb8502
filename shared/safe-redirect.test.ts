import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SAFE_REDIRECT_FALLBACK, safeRedirect } from './safe-redirect';

const ORIGIN = 'https://shop.example';
const OTHER_SHOP = 'https://m.shop.example';
const OPTIONS = { origin: ORIGIN, allowedOrigins: [OTHER_SHOP] };
const ALLOWED = new Set([ORIGIN, OTHER_SHOP]);

/**
 * The invariant: the answer is a path that starts with exactly one `/`, or an absolute URL on an
 * allowed origin without userinfo; and a browser resolving it on the shop lands on an allowed
 * origin.
 */
function assertSafe(result: string) {
  expect(typeof result).toBe('string');
  expect([...result].some((char) => char.charCodeAt(0) <= 0x20 || (char.charCodeAt(0) >= 0x7f && char.charCodeAt(0) <= 0x9f) || char === '\\')).toBe(false);
  if (result.startsWith('/')) {
    expect(result.startsWith('//')).toBe(false);
  } else {
    const url = new URL(result);
    expect(ALLOWED.has(url.origin)).toBe(true);
    expect(url.username + url.password).toBe('');
  }
  expect(ALLOWED.has(new URL(result, `${ORIGIN}/kr/ko/cu/login`).origin)).toBe(true);
}

describe('safeRedirect: known bypasses fall back to the main page', () => {
  it.each([
    '//evil.com',
    '///evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    '\\/evil.com',
    'https:evil.com',
    'https:/evil.com',
    'https:///evil.com',
    'http://evil.com',
    'https://evil.com',
    'HTTPS://EVIL.COM/kr/ko',
    'https://shop@evil.com',
    'https://shop.example@evil.com',
    'https://shop.example:pw@evil.com/',
    'https://user@shop.example/kr/ko',
    'https://evil.com#@shop.example',
    'https://evil.com?@shop.example',
    'https://evil.com\\@shop.example',
    'https://evil.com.shop.example',
    'https://shop.example.evil.com',
    'https://shop.example:8443/kr/ko',
    'http://shop.example/kr/ko',
    '%2F%2Fevil.com',
    'evil.com',
    'kr/ko',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'mailto:a@evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    '/\r\n/evil.com',
    '\t//evil.com',
    ' //evil.com',
    '/\u0000/evil.com',
    '\u0000//evil.com',
    '/\uff0fevil.com',
    '/\u2215evil.com',
    '\uff0f\uff0fevil.com',
    'https://evil.com\uff0f.shop.example',
    '/\uff3cevil.com',
    '',
    `/${'a'.repeat(5000)}`,
  ])('%j', (candidate) => {
    expect(safeRedirect(candidate, OPTIONS)).toBe(SAFE_REDIRECT_FALLBACK);
  });

  it('refuses what is not a string', () => {
    for (const value of [undefined, null, 1, {}, ['/kr/ko/dp/best']]) expect(safeRedirect(value, OPTIONS)).toBe(SAFE_REDIRECT_FALLBACK);
  });

  it('uses the given fallback', () => {
    expect(safeRedirect('//evil.com', { ...OPTIONS, fallback: '/kr/ko/cu/login' })).toBe('/kr/ko/cu/login');
  });
});

describe('safeRedirect: encoded forms stay paths on the shop', () => {
  it.each([
    ['/%2F/evil.com', '/%2F/evil.com'],
    ['/%2f%2fevil.com', '/%2f%2fevil.com'],
    ['/%5C%5Cevil.com', '/%5C%5Cevil.com'],
    ['/%09/evil.com', '/%09/evil.com'],
    ['/kr/ko/../../evil.com', '/evil.com'],
    ['/./kr/ko', '/kr/ko'],
    ['/.//evil.com', SAFE_REDIRECT_FALLBACK],
    ['/kr/ko/..//evil.com', '/kr//evil.com'],
  ])('%j → %j', (candidate, expected) => {
    const result = safeRedirect(candidate, OPTIONS);
    expect(result).toBe(expected);
    assertSafe(result);
  });
});

describe('safeRedirect: the shop’s own places pass', () => {
  it.each([
    ['/kr/ko', '/kr/ko'],
    ['/kr/ko/cu/mypage?tab=1#coupons', '/kr/ko/cu/mypage?tab=1#coupons'],
    ['/kr/ko/dp/search?q=토너', '/kr/ko/dp/search?q=%ED%86%A0%EB%84%88'],
    ['https://shop.example/kr/ko/dp/best', '/kr/ko/dp/best'],
    ['https://SHOP.example:443/kr/ko', '/kr/ko'],
    ['https://m.shop.example/kr/ko/cu', 'https://m.shop.example/kr/ko/cu'],
    ['https://m.shop.example', 'https://m.shop.example/'],
  ])('%j → %j', (candidate, expected) => {
    expect(safeRedirect(candidate, OPTIONS)).toBe(expected);
  });

  it('accepts a local development origin', () => {
    expect(safeRedirect('http://127.0.0.1:8787/kr/ko/dp', { origin: 'http://127.0.0.1:8787' })).toBe('/kr/ko/dp');
  });
});

describe('safeRedirect: property-based', () => {
  const hosts = fc.constantFrom(
    'shop.example',
    'm.shop.example',
    'evil.com',
    'shop.example.evil.com',
    'evil.com.shop.example',
    'SHOP.EXAMPLE',
    '127.0.0.1',
    'xn--e1afmkfd.com',
    'shop.example:8443',
  );
  const tricky = fc.constantFrom(
    '/',
    '//',
    '///',
    '\\',
    '\\\\',
    '/\\',
    '\\/',
    '@',
    '#',
    '?',
    ':',
    '%2F',
    '%2f',
    '%5C',
    '%252F',
    '%00',
    '\t',
    '\n',
    '\r',
    ' ',
    '\u0000',
    '\u00a0',
    '\u2028',
    '\uff0f',
    '\uff3c',
    '\u2215',
    '\u2044',
    '.',
    '..',
    '../',
    'https:',
    'http:',
    'javascript:',
    'data:',
    'https://',
    '//evil.com',
    'evil.com',
    'shop.example',
    'shop.example@',
    '@evil.com',
    'kr/ko',
    '%40',
    '&',
    '=',
  );
  const schemes = fc.constantFrom(
    '',
    'https://',
    'http://',
    'https:',
    'https:/',
    'https:///',
    '//',
    '/',
    '\\\\',
    'javascript:',
    'data:',
    'HTTPS://',
    ' https://',
  );
  const trickyString = fc.array(fc.oneof(tricky, fc.string({ maxLength: 4 }), hosts), { maxLength: 8 }).map((parts) => parts.join(''));
  const composed = fc
    .tuple(schemes, fc.option(fc.constantFrom('user@', 'shop.example@', 'a:b@'), { nil: '' }), hosts, trickyString)
    .map(([scheme, userinfo, host, rest]) => `${scheme}${userinfo}${host}${rest}`);
  const candidates = fc.oneof(
    fc.webUrl({ withQueryParameters: true, withFragments: true }),
    fc.webUrl({ authoritySettings: { withUserInfo: true, withPort: true } }),
    composed,
    trickyString,
    trickyString.map((value) => `/${value}`),
    fc.string({ unit: 'binary', maxLength: 40 }),
  );

  it('always answers a single-slash path or an allowed origin (20,000 URLs)', () => {
    fc.assert(
      fc.property(candidates, (candidate) => {
        assertSafe(safeRedirect(candidate, OPTIONS));
      }),
      { numRuns: 20_000 },
    );
    // About a second alone; the whole suite on two busy cores has taken it past the default 5 s.
  }, 30_000);

  it('keeps every same-origin path that a browser would keep (10,000 paths)', () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9_~-]{1,12}$/);
    const path = fc.array(segment, { minLength: 1, maxLength: 6 }).map((parts) => `/${parts.join('/')}`);
    fc.assert(
      fc.property(path, fc.option(fc.stringMatching(/^[a-z]{1,6}=[a-z0-9]{0,6}$/), { nil: undefined }), (pathname, query) => {
        const candidate = query ? `${pathname}?${query}` : pathname;
        expect(safeRedirect(candidate, OPTIONS)).toBe(candidate);
      }),
      { numRuns: 10_000 },
    );
  });
});
