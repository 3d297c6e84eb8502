import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { beforeAll, expect, test } from 'vitest';
import { BUSINESS } from '#shared/business';
import UpdateAppContent from './UpdateAppContent.astro';

let html: string;
beforeAll(async () => {
  html = await (await AstroContainer.create()).renderToString(UpdateAppContent);
});

test('both stores are offered, each in a new window that cannot reach back into the page', () => {
  for (const store of [BUSINESS.androidStoreUrl, BUSINESS.iosStoreUrl]) {
    expect(html).toMatch(new RegExp(`<a[^>]*href="${store.replace(/[.?*+^$[\]\\(){}|-]/g, '\\$&')}"[^>]*target="_blank"[^>]*rel="noopener noreferrer"`));
  }
  expect(html).toContain('Google Play에서 업데이트');
  expect(html).toContain('App Store에서 업데이트');
});

test('the way on without updating is marked for the web only, since the gate sends the app here', () => {
  expect(html).toMatch(/<a class="continue" href="\/kr\/ko" data-web-only[^>]*>업데이트 없이 모바일 웹으로 계속 쇼핑하기<\/a>/);
});

test('the customer centre number is a tel: link the worker can replace with the configured one', () => {
  expect(html).toContain(`<a href="tel:${BUSINESS.csPhone}" data-cs-phone`);
});
