import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { beforeAll, expect, test, vi } from 'vitest';
import { BUSINESS, FLAGSHIP_STORE } from '#shared/business';
import AboutContent from './AboutContent.astro';

// A shop that makes this one its own renames it in shared/business.ts: names whose last syllables
// take the other particle than today's ones do.
vi.mock('#shared/business', async (importOriginal) => {
  const actual = await importOriginal<typeof import('#shared/business')>();
  return {
    ...actual,
    BUSINESS: { ...actual.BUSINESS, shopName: '미소뷰티', companyName: '주식회사 미소' },
    FLAGSHIP_STORE: { ...actual.FLAGSHIP_STORE, name: '미소 성수점' },
  };
});

let html: string;
beforeAll(async () => {
  html = await (await AstroContainer.create()).renderToString(AboutContent);
});

test('the shop, the company and the flagship store are named with the particles their names take', () => {
  expect(html).toContain('미소뷰티는 제주 녹차밭에서');
  expect(html).toContain('미소뷰티가 지키는 네 가지 약속');
  expect(html).toContain('주식회사 미소를 세웠습니다');
  expect(html).toContain('미소 성수점을 열고');
});

test('the company details are the business constants, with phone and mail as links', () => {
  for (const value of [BUSINESS.companyName, BUSINESS.representative, BUSINESS.registrationNumber, BUSINESS.mailOrderNumber, FLAGSHIP_STORE.address]) {
    expect(html).toContain(value);
  }
  expect(html).toContain(`href="tel:${BUSINESS.csPhone}" data-cs-phone`);
  expect(html).toContain(`href="mailto:${BUSINESS.csEmail}"`);
  expect(html).toContain(`href="tel:${FLAGSHIP_STORE.phone}"`);
});

test('the history runs from the oldest year to the newest', () => {
  const years = [...html.matchAll(/>(\d{4})</g)].map((match) => Number(match[1]));
  expect(years.length).toBeGreaterThan(2);
  expect(years).toEqual([...years].sort((a, b) => a - b));
});

test('the illustrations are hidden from screen readers and every section is named by its heading', () => {
  expect([...html.matchAll(/<svg(?![^>]*aria-hidden="true")/g)]).toEqual([]);
  for (const [, id] of html.matchAll(/aria-labelledby="([^"]+)"/g)) expect(html).toContain(`id="${id}"`);
});
