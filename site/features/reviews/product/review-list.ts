/**
 * The product page's review list, loaded when the shopper comes near the reviews:
 * the filter form, ten reviews a page under the shop's one pager (the markup of `Pagination`, as
 * `pagerHtml` draws it for script-light pages), the photo viewer, 도움이 돼요 and 신고.
 * Guests asked to log in for the last two go to the login page and come back here.
 */
import { loginUrl } from '#features/member/login-question.ts';
import { formatNumber } from '#shared/format';
import { pagerHtml } from '#shared/catalog/html/pager-html';
import { REVIEW_PAGE_SIZE } from '#shared/reviews/review-rules';
import type { GetReviewListResponse } from '#shared/schemas/review-calls';
import { REVIEW_ROUTES } from '#shared/schemas/review-routes';
import { messageOf } from '#components/ui/message-of.ts';
import { ApiError, callApi } from '#lib/api-client';
import { el } from './dom';
import { openPhotoViewer } from './photo-viewer';
import { askReportReason } from './report-dialog';
import { filterForm, offerOptions, readQuery } from './review-filters';
import { helpfulLabel, reviewItem } from './review-item';
import { ask, tell } from '#components/ui/tell.ts';
import '#components/ui/pagination.css';

const PAGE_PARAM = 'reviewPage';

/** A page's own address (open in a new tab, shareable); a plain click loads it in place. */
const pageHref = (page: number) => `?${new URLSearchParams({ [PAGE_PARAM]: String(page) })}#reviews`;

/** Says a refusal; one that needs a login offers to go and log in. */
async function refuse(text: string, login = false): Promise<void> {
  if (!login) return tell(text);
  if (await ask({ title: '로그인이 필요합니다', text: '로그인하고 리뷰에 참여해 보세요. 로그인 화면으로 이동할까요?' })) {
    location.assign(loginUrl({ url: new URL(location.href) }));
  }
}

export function startReviewList(root: HTMLElement): void {
  const inmPrdNo = root.dataset.reviewList ?? '';
  const form = filterForm();
  const status = el('p', 'rv-list__status');
  status.setAttribute('role', 'status');
  const items = el('ol', 'rv-items');
  const pager = el('div', 'rv-list__pager');
  root.replaceChildren(form, status, items, pager);
  let page = 1;
  let shown: GetReviewListResponse['data'] | null = null;

  async function load(to: number): Promise<void> {
    status.textContent = '리뷰를 불러오고 있습니다.';
    root.setAttribute('aria-busy', 'true');
    try {
      const { data } = await callApi(REVIEW_ROUTES.getReviewList, { inmPrdNo, page: to, ...readQuery(form) });
      shown = data;
      page = to;
      offerOptions(form, data.optionNames);
      items.replaceChildren(...data.items.map(reviewItem));
      const last = Math.max(1, Math.ceil(data.totalCnt / REVIEW_PAGE_SIZE));
      status.textContent = data.totalCnt === 0 ? '조건에 맞는 리뷰가 없습니다.' : `리뷰 ${formatNumber(data.totalCnt)}개`;
      // Escaped markup built from numbers and a fixed label only (pagerHtml).
      pager.innerHTML = pagerHtml(page, last, '리뷰 페이지', pageHref);
    } catch (error) {
      status.textContent = messageOf(error, '리뷰를 불러오지 못했습니다.');
    } finally {
      root.removeAttribute('aria-busy');
    }
  }

  async function helpful(button: HTMLButtonElement, reviewNo: number): Promise<void> {
    button.disabled = true;
    try {
      const { data } = await callApi(REVIEW_ROUTES.toggleHelpful, { reviewNo });
      button.textContent = helpfulLabel(data.helpfulCnt);
      button.setAttribute('aria-pressed', String(data.helpedYn === 'Y'));
    } catch (error) {
      await refuse(messageOf(error, '다시 시도해 주세요.'), error instanceof ApiError && error.code === 'LOGIN_REQUIRED');
    } finally {
      button.disabled = false;
    }
  }

  async function report(reviewNo: number): Promise<void> {
    const reasonCd = await askReportReason();
    if (!reasonCd) return;
    try {
      const { data } = await callApi(REVIEW_ROUTES.reportReview, { reviewNo, reasonCd });
      await tell(data.message);
    } catch (error) {
      await refuse(messageOf(error, '다시 시도해 주세요.'), error instanceof ApiError && error.code === 'LOGIN_REQUIRED');
    }
  }

  form.addEventListener('change', () => void load(1));
  pager.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a.ui-pagination__page');
    if (!link || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    const to = Number(new URL(link.href).searchParams.get(PAGE_PARAM));
    if (to !== page) void load(to);
  });
  items.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button[data-action]');
    if (!button) return;
    const reviewNo = Number(button.dataset.reviewNo);
    if (button.dataset.action === 'helpful') void helpful(button, reviewNo);
    if (button.dataset.action === 'report') void report(reviewNo);
    if (button.dataset.action === 'photo') {
      const review = shown?.items.find((item) => item.reviewNo === reviewNo);
      if (review) openPhotoViewer(review.images, Number(button.dataset.index));
    }
  });
  void load(1);
}
