import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectDevice } from '#shared/device';
import type { AppEnv } from '../env';
import { errorScreen } from './error-screen';
import { notFoundScreen, servePage } from './serve-page';

const PAGE = (title: string) =>
  `<!doctype html><html lang="ko" data-layout="pc" data-page-type="OTHERS"><head><title>${title}</title></head><body>` +
  `<div data-only="mobile"><header class="m-header">M</header></div><div data-only="pc"><header class="pc-header">P</header></div>` +
  `<main><p data-not-found-message>Page not found</p><dd data-error-status>500</dd><dd data-error-message></dd><pre data-error-stack></pre></main>` +
  `<a data-web-only href="/kr/ko">web</a><footer><a href="tel:1588-7720" data-cs-phone>1588-7720</a><p data-cs-hours>평일 09:00~18:00</p></footer><template><dd data-error-message></dd></template></body></html>`;

/** ASSETS as the build lays it out: exact files only. */
function fakeAssets(files: Record<string, string>): Fetcher {
  return {
    fetch: async (input: RequestInfo | URL) => {
      const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
      const body = files[path];
      if (body === undefined) return new Response('missing', { status: 404 });
      const type = path.endsWith('.html') ? 'text/html' : 'application/javascript';
      return new Response(body, { headers: { 'Content-Type': type, ETag: '"abc"' } });
    },
    connect: () => {
      throw new Error('not used');
    },
  } as unknown as Fetcher;
}

const FILES: Record<string, string> = {
  '/kr/ko/dp/about/index.html': PAGE('about'),
  '/kr/ko/cu/mypage/review/view/0/index.html': PAGE('review shell'),
  '/kr/ko/cu/mypage/review/view/7/index.html': PAGE('review 7'),
  '/kr/ko/dp/product/0/index.html': PAGE('product shell'),
  '/kr/ko/dp/product/P100/index.html': PAGE('product P100'),
  '/404.html': PAGE('404'),
  '/500.html': PAGE('500'),
  '/_astro/app.js': 'console.log(1)',
  '/builds/latest.json': '{"buildId":"serve-page-test"}',
};

function makeApp(failWith?: Error) {
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set('device', detectDevice(c.req.raw.headers));
    await next();
  });
  if (failWith) {
    app.get('/kr/ko/boom', () => {
      throw failWith;
    });
  }
  app.get('*', servePage);
  app.notFound(notFoundScreen);
  app.onError(errorScreen);
  return app;
}

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

async function get(path: string, userAgent = DESKTOP, bindings: Partial<Env> = {}, failWith?: Error) {
  return makeApp(failWith).request(path, { headers: { 'User-Agent': userAgent } }, { ...env, ASSETS: fakeAssets(FILES), ...bindings });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('servePage', () => {
  it('gives a phone the mobile layout only, and says so on <html>', async () => {
    const response = await get('/kr/ko/dp/about', IPHONE);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('data-layout="mobile"');
    expect(html).toContain('class="m-header"');
    expect(html).not.toContain('class="pc-header"');
    expect(html).toContain('data-channel="2"');
    expect(html).toContain('data-env="local"');
    expect(response.headers.get('Vary')).toContain('User-Agent');
    expect(response.headers.get('Vary')).toContain('CF-Device-Type');
    expect(response.headers.get('ETag')).toBeNull();
  });

  it('leaves web-only links out for the app, and marks the app and its version', async () => {
    const app = await (await get('/kr/ko/dp/about', `${IPHONE} NokchaApp/6.4.1`)).text();
    expect(app).not.toContain('data-web-only');
    expect(app).toContain('data-app="6.4.1"');
    expect(app).toContain('data-channel="3"');
    expect(await (await get('/kr/ko/dp/about', IPHONE)).text()).toContain('<a data-web-only href="/kr/ko">web</a>');
  });

  it('shows the configured customer centre phone and hours on every page, and the built ones without', async () => {
    const configured = await (await get('/kr/ko/dp/about', DESKTOP, { CS_PHONE: '1600-0423', CS_HOURS: '평일 10:00~17:00' })).text();
    expect(configured).toContain('<a href="tel:1600-0423" data-cs-phone>1600-0423</a><p data-cs-hours>평일 10:00~17:00</p>');
    const notANumber = await (await get('/kr/ko/dp/about', DESKTOP, { CS_PHONE: '<b>call us</b>' })).text();
    expect(notANumber).toContain('<a href="tel:1588-7720" data-cs-phone>1588-7720</a>');
  });

  it('gives a desktop the PC layout only', async () => {
    const html = await (await get('/kr/ko/dp/about')).text();
    expect(html).toContain('data-layout="pc"');
    expect(html).toContain('class="pc-header"');
    expect(html).not.toContain('class="m-header"');
  });

  it('serves a parameter route from its exact page, or else from its shell', async () => {
    expect(await (await get('/kr/ko/cu/mypage/review/view/7')).text()).toContain('<title>review 7</title>');
    const shell = await get('/kr/ko/cu/mypage/review/view/123');
    expect(shell.status).toBe(200);
    expect(await shell.text()).toContain('<title>review shell</title>');
  });

  it.each(['/kr/ko/dp/product/NOPE123'])('answers %s, which names nothing, with the 404 screen and never the shell', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain(`Page not found: ${path}`);
    expect(html).not.toContain('shell');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('never serves a built page under its index.html path, so each page has one URL', async () => {
    expect((await get('/kr/ko/dp/product/P100/index.html')).status).toBe(404);
  });

  it('answers an unknown path with the 404 screen and its path, escaped', async () => {
    const response = await get('/kr/ko/<b>nope');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('Page not found: /kr/ko/%3Cb%3Enope');
    expect(html).not.toContain('<b>nope');
  });

  it('never serves a built HTML file under its own name', async () => {
    expect((await get('/kr/ko/dp/about/index.html')).status).toBe(404);
    expect((await get('/500.html')).status).toBe(404);
  });

  it('serves other files as they are, hashed ones cached for a year', async () => {
    const response = await get('/_astro/app.js');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('console.log(1)');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
  });

  it('drops a trailing slash with a permanent redirect', async () => {
    const response = await get('/kr/ko/dp/about/?a=1');
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/kr/ko/dp/about?a=1');
  });

  it('fails loudly when a screen of the table is missing from the build', async () => {
    const response = await get('/kr/ko/dp/shopping-log');
    expect(response.status).toBe(500);
    expect(await response.text()).toContain('The page of /dp/shopping-log is missing from the build');
  });
});

describe('errorScreen', () => {
  it('shows the error screen with status, message and stack outside production', async () => {
    const response = await get('/kr/ko/boom', IPHONE, {}, new Error('kaboom <x>'));
    expect(response.status).toBe(500);
    expect(response.headers.get('X-Trace-Id')).toMatch(/^[0-9a-f-]{36}$/);
    const html = await response.text();
    expect(html).toContain('data-layout="mobile"');
    expect(html).toContain('<dd data-error-status>500</dd>');
    expect(html).toMatch(/<dd data-error-message>kaboom &lt;x&gt; \(trace [0-9a-f-]{36}\)<\/dd>/);
    expect(html).toContain('at ');
    // The template copy kept for islands stays untouched.
    expect(html).toContain('<template><dd data-error-message></dd></template>');
  });

  it('keeps the message and stack to itself in production', async () => {
    const response = await get('/kr/ko/boom', DESKTOP, { ENVIRONMENT: 'prd' }, new Error('secret detail'));
    const html = await response.text();
    expect(html).not.toContain('secret detail');
    expect(html).toContain('서버에서 요청을 처리하지 못했습니다.');
    expect(html).toContain('<pre data-error-stack></pre>');
  });

  it('still answers with a readable page when the built error page is gone', async () => {
    const app = makeApp(new Error('x'));
    const response = await app.request('/kr/ko/boom', {}, { ...env, ASSETS: fakeAssets({}) });
    expect(response.status).toBe(500);
    expect(await response.text()).toContain('알 수 없는 오류가 발생했습니다');
  });
});
