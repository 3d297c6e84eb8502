/** What the main page shows, read once per build (both `/kr/ko` and `/kr/ko/dp` use it). */
import { loadEvents } from '../campaign/build-data';
import { loadCategoryTree, loadSortedList } from '../catalog/build-data';
import { homeBanners } from './banners';

const SHELF_SIZE = 8;

export async function loadHomeData() {
  const [tree, best, newest, hotDeals, events] = await Promise.all([
    loadCategoryTree(),
    loadSortedList({ badge: 'BEST' }, 'popular', SHELF_SIZE),
    loadSortedList({}, 'newest', SHELF_SIZE),
    loadSortedList({ badge: 'HOT' }, 'popular', SHELF_SIZE),
    loadEvents(),
  ]);
  return { tree, best, newest, hotDeals, banners: homeBanners(events) };
}
