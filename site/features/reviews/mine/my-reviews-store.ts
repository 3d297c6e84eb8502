/** The loaders of the member's review screens (ADR 047): the two lists by tab and page, and one review. */
import { createLoader } from '#components/ui/loader.ts';
import { fetchMyReview, fetchWritable, fetchWritten, type MyReview, type Writable, type Written } from './review-api';

export type Tab = 'writable' | 'written';
export type ReviewLists = { tab: 'writable'; list: Writable } | { tab: 'written'; list: Written };

export const reviewListsLoader = createLoader(
  async ({ tab, page }: { tab: Tab; page: number }): Promise<ReviewLists> =>
    tab === 'writable' ? { tab, list: await fetchWritable(page) } : { tab, list: await fetchWritten(page) },
  '리뷰 목록을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.',
);

export const myReviewLoader = createLoader((reviewNo: number): Promise<MyReview> => fetchMyReview(reviewNo), '리뷰를 불러오지 못했습니다.');
