import { describe, expect, it } from 'vitest';
import { BUSINESS } from '#shared/business';
import { detectDevice } from '#shared/device';
import { withAppDownloadLinks } from './app-download-links';

const PAGE = '<footer><a href="/kr/ko/dp/update-app" data-app-download>앱 다운로드</a><a href="/kr/ko/dp/update-app">앱 업데이트</a></footer>';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

async function rewrite(userAgent: string): Promise<string> {
  const device = detectDevice(new Headers({ 'User-Agent': userAgent }));
  return withAppDownloadLinks(new HTMLRewriter(), device).transform(new Response(PAGE)).text();
}

describe('withAppDownloadLinks', () => {
  it('points an Android phone at Google Play and an iPhone at the App Store, and only the download links', async () => {
    const android = await rewrite(ANDROID);
    expect(android).toContain(`<a href="${BUSINESS.androidStoreUrl}" data-app-download>`);
    expect(android).toContain('<a href="/kr/ko/dp/update-app">앱 업데이트</a>');
    expect(await rewrite(IPHONE)).toContain(`<a href="${BUSINESS.iosStoreUrl}" data-app-download>`);
  });

  it('leaves a desktop on the update page, which lists both stores', async () => {
    expect(await rewrite(DESKTOP)).toBe(PAGE);
  });
});
