import { describe, expect, it } from 'vitest';
import { GANGNAM_FINANCE_CENTER } from '#shared/testing/addresses';
import { embeddedAddressSearch } from './embedded-address-search';
import { roadAddressDataset } from './road-address-dataset';

const search = embeddedAddressSearch();
const find = (keyword: string, page = 1, size = 10) => search.searchRoadAddress({ keyword, page, size });

describe('the bundled road address dataset', () => {
  it('holds a few thousand distinct, well-formed Korean road addresses', () => {
    const all = roadAddressDataset();
    expect(all.length).toBeGreaterThan(3000);
    expect(new Set(all.map((address) => address.roadAddr)).size).toBe(all.length);
    for (const address of all) {
      expect(address.zipNo).toMatch(/^\d{5}$/);
      expect(address.roadAddr).toMatch(/^[가-힣]+(?: [가-힣]+)* [가-힣0-9]+(?:로|길) \d+(?:-\d+)? \([가-힣0-9]+(?:, [가-힣A-Za-z0-9]+)?\)$/);
      expect(address.jibunAddr.startsWith(`${address.siNm} ${address.sggNm ? `${address.sggNm} ` : ''}${address.emdNm} `)).toBe(true);
    }
    expect(new Set(all.map((address) => address.siNm)).size).toBeGreaterThanOrEqual(17);
  });

  it('keeps real landmarks exactly', async () => {
    expect(await find('테헤란로 152')).toEqual({
      totalCount: 1,
      items: [GANGNAM_FINANCE_CENTER],
    });
    expect((await find('세종대로 110')).items.map((item) => item.roadAddr)).toContain('서울특별시 중구 세종대로 110 (태평로1가, 서울특별시청)');
  });

  it('writes 세종특별자치시 without a 시/군/구', async () => {
    const { items } = await find('한누리대로');
    expect(items[0]).toMatchObject({ siNm: '세종특별자치시', sggNm: '' });
    expect(items[0].roadAddr).toMatch(/^세종특별자치시 한누리대로 \d/);
  });
});

describe('embedded searchRoadAddress', () => {
  it('finds 30 or more for a bare road name, pages through them in order', async () => {
    const first = await find('테헤란로', 1, 10);
    expect(first.totalCount).toBeGreaterThanOrEqual(30);
    expect(first.items).toHaveLength(10);
    const second = await find('테헤란로', 2, 10);
    expect(second.items[0].roadAddr).not.toBe(first.items[0].roadAddr);
    const last = await find('테헤란로', Math.ceil(first.totalCount / 10), 10);
    expect(last.items.length).toBe(first.totalCount - 10 * (Math.ceil(first.totalCount / 10) - 1));
    expect((await find('테헤란로', 99, 10)).items).toEqual([]);
  });

  it('reads a number glued to the road, a 지번 with its 동, a building name and a 우편번호', async () => {
    expect((await find('테헤란로152')).items.map((item) => item.bdNm)).toEqual(['강남파이낸스센터']);
    expect((await find('역삼동 737')).items.map((item) => item.zipNo)).toContain('06236');
    expect((await find('강남파이낸스')).items).toHaveLength(1);
    expect((await find('06236')).items.map((item) => item.roadAddr)).toContain('서울특별시 강남구 테헤란로 152 (역삼동, 강남파이낸스센터)');
  });

  it('matches numbers exactly, not as part of another number', async () => {
    const { items } = await find('테헤란로 15');
    for (const item of items) expect(`${item.roadAddr} ${item.jibunAddr}`).toMatch(/ 15(?:[- ,)]|$)/);
  });

  it('narrows by region words and ignores punctuation', async () => {
    const seoul = await find('서울 중앙로');
    expect(seoul.totalCount).toBe(0);
    const jeju = await find('제주 중앙로!');
    expect(jeju.totalCount).toBeGreaterThan(0);
    expect(jeju.items.every((item) => item.siNm === '제주특별자치도')).toBe(true);
  });

  it('answers nothing for a keyword of punctuation only or an unknown road', async () => {
    expect(await find('!!')).toEqual({ totalCount: 0, items: [] });
    expect(await find('없는길 999')).toEqual({ totalCount: 0, items: [] });
  });
});
