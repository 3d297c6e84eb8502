import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { REGIONS } from '#shared/stores/store-rules';
import { renderScreen } from '#components/ui/testing/render-screen.tsx';
import { MAP_ORDER } from './RegionMap';
import { StoreFinderScreen } from './StoreFinderScreen';
import { storesLoader } from './stores-store';

const api = vi.hoisted(() => ({ fetchStores: vi.fn(), fetchMyShop: vi.fn() }));
vi.mock('./stores-api', () => api);

beforeEach(() => {
  storesLoader.reset();
  api.fetchStores.mockResolvedValue({
    items: [],
    totalCnt: 0,
    page: 1,
    pageSize: 10,
    regionCounts: [
      { regionCd: 'SEOUL', cnt: 12 },
      { regionCd: 'JEJU', cnt: 2 },
    ],
  });
});
afterEach(() => {
  document.documentElement.dataset.layout = '';
});

test('the map has a tile for every region, once', () => {
  expect([...MAP_ORDER].sort()).toEqual(Object.keys(REGIONS).sort());
});

test("on a PC the map counts each region's stores, and a tile chooses its region for the list", async () => {
  document.documentElement.dataset.layout = 'pc';
  const screen = await renderScreen(<StoreFinderScreen />);
  await screen.shows('지역별 매장');
  expect(screen.button(/^서울/).textContent).toBe('서울 12곳');
  expect(screen.button(/^부산/).textContent).toBe('부산 0곳');
  expect(screen.button('전국 14곳').getAttribute('aria-pressed')).toBe('true');
  await screen.click(screen.button(/^제주/));
  expect(api.fetchStores).toHaveBeenLastCalledWith(expect.objectContaining({ regionCd: 'JEJU', page: 1 }));
  expect(screen.button(/^제주/).getAttribute('aria-pressed')).toBe('true');
  expect(screen.host.querySelector<HTMLSelectElement>('select')?.value).toBe('JEJU');
  // The chosen tile again shows every region.
  await screen.click(screen.button(/^제주/));
  expect(api.fetchStores).toHaveBeenLastCalledWith(expect.objectContaining({ regionCd: undefined }));
});

test('a phone has no map: its screen is the list alone', async () => {
  document.documentElement.dataset.layout = 'mobile';
  const screen = await renderScreen(<StoreFinderScreen />);
  await screen.shows('매장 0곳');
  expect(screen.text()).not.toContain('지역별 매장');
});
