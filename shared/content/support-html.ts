/**
 * The customer centre's notice and FAQ content as markup, drawn by the worker into the
 * static pages' content slot from D1 on each view (ADR 023): plain links and GET forms, so search,
 * paging and answers work without script and crawlers read the same text. Everything is escaped.
 */
import { formatNumber } from '../format';
import { escapeHtml } from '../escape-html';
import { sitePath } from '../site-path';
import { FAQ_CATEGORIES, NOTICE_PAGE_SIZE, type FaqCategory } from './support-rules';
import { dayHtml, hrefWith, pagerHtml } from './pager-html';
import { plainTextHtml } from './plain-text-html';
import type { Faq, GetNoticeListResponse, GetNoticeResponse, NoticeBrief } from '../schemas/support-calls';

export const NOTICE_PATH = sitePath('/cu/support/notice');
export const FAQ_PATH = sitePath('/cu/support/faq');

function searchForm(action: string, label: string, keyword: string, extra = ''): string {
  return (
    `<form class="content-search" method="get" action="${escapeHtml(action)}" role="search" aria-label="${label}">${extra}` +
    `<label class="visually-hidden" for="content-keyword">검색어</label>` +
    `<input id="content-keyword" type="search" name="keyword" maxlength="40" placeholder="검색어를 입력해 주세요" value="${escapeHtml(keyword)}">` +
    `<button type="submit" class="button button--primary">검색</button></form>`
  );
}

function noticeItem(notice: NoticeBrief, keyword = ''): string {
  const badge = notice.pinnedYn === 'Y' ? '<span class="notice-badge">공지</span> ' : '';
  return (
    `<li class="notice-list__item${notice.pinnedYn === 'Y' ? ' notice-list__item--pinned' : ''}">` +
    `<a href="${hrefWith(NOTICE_PATH, { noticeNo: notice.noticeNo, keyword })}">${badge}${escapeHtml(notice.title)}</a>` +
    `${dayHtml(notice.publishedDttm)}</li>`
  );
}

/** 공지사항: the search, pinned notices, this page of the rest, and the pager. */
export function noticeListHtml(data: GetNoticeListResponse['data'], keyword: string): string {
  const last = Math.max(1, Math.ceil(data.totalCnt / NOTICE_PAGE_SIZE));
  const items = [...data.pinned, ...data.items].map((notice) => noticeItem(notice, keyword)).join('');
  // Pinned notices are listed on every page, so the count is theirs and the others'.
  const count = data.pinned.length + data.totalCnt;
  const empty =
    count === 0 ? `<p class="content-empty">${keyword ? '검색 결과가 없습니다. 다른 검색어로 찾아 보세요.' : '등록된 공지사항이 없습니다.'}</p>` : '';
  const pager = pagerHtml('공지사항 페이지', NOTICE_PATH, data.page, last, { keyword });
  return (
    searchForm(NOTICE_PATH, '공지사항 검색', keyword) +
    `<p class="content-count">${keyword ? `‘${escapeHtml(keyword)}’ 검색 결과 ` : ''}${formatNumber(count)}건</p>` +
    `<ul class="notice-list">${items}</ul>${empty}${pager}`
  );
}

/** One notice: title, date, body, the previous and next notices, and the list. */
export function noticeHtml(data: GetNoticeResponse['data'], keyword: string): string {
  const neighbour = (label: string, notice: NoticeBrief | null) =>
    `<li><span>${label}</span>${notice ? `<a href="${hrefWith(NOTICE_PATH, { noticeNo: notice.noticeNo, keyword })}">${escapeHtml(notice.title)}</a>` : '<span>없습니다</span>'}</li>`;
  return (
    `<article class="notice-view" aria-labelledby="notice-title"><h2 id="notice-title">${escapeHtml(data.notice.title)}</h2>` +
    `<p class="notice-view__date">${dayHtml(data.notice.publishedDttm)}</p>` +
    `<div class="notice-view__body">${plainTextHtml(data.notice.body)}</div></article>` +
    `<ul class="notice-neighbours" aria-label="이전 글과 다음 글">${neighbour('다음 글', data.next)}${neighbour('이전 글', data.prev)}</ul>` +
    `<p><a class="button" href="${hrefWith(NOTICE_PATH, { keyword })}">목록</a></p>`
  );
}

function faqItem(faq: Faq): string {
  return (
    `<li><details class="faq-item"><summary><span class="faq-item__category">${FAQ_CATEGORIES[faq.categoryCd]}</span> ${escapeHtml(faq.question)}</summary>` +
    `<div class="faq-item__answer">${plainTextHtml(faq.answer)}</div></details></li>`
  );
}

/** The customer centre's home: how to call, where to go, the most asked questions and the latest notices. */
export function supportHomeHtml(data: { topFaqs: readonly Faq[]; latestNotices: readonly NoticeBrief[] }, centre: { phone: string; hours: string }): string {
  const shortcuts: [string, string][] = [
    ['1:1 문의', sitePath('/cu/support/contact')],
    ['주문/배송 조회', sitePath('/or/order-list')],
    ['취소/교환/반품', sitePath('/or/claim-list')],
    ['매장 찾기', sitePath('/cu/support/my-shop')],
    ['자주 묻는 질문', FAQ_PATH],
    ['공지사항', NOTICE_PATH],
  ];
  return (
    `<section class="support-call" aria-labelledby="support-call-title"><h2 id="support-call-title">고객센터</h2>` +
    `<p class="support-call__phone"><a href="tel:${escapeHtml(centre.phone)}">${escapeHtml(centre.phone)}</a></p>` +
    `<p class="support-call__hours">${escapeHtml(centre.hours)}</p></section>` +
    `<nav class="support-shortcuts" aria-label="고객센터 바로가기"><ul>${shortcuts.map(([name, href]) => `<li><a href="${escapeHtml(href)}">${name}</a></li>`).join('')}</ul></nav>` +
    `<section aria-labelledby="support-faq-title"><h2 id="support-faq-title">자주 묻는 질문</h2><ul class="faq-list">${data.topFaqs.map(faqItem).join('')}</ul>` +
    `<p class="support-more"><a href="${FAQ_PATH}">자주 묻는 질문 더보기</a></p></section>` +
    `<section aria-labelledby="support-notice-title"><h2 id="support-notice-title">공지사항</h2><ul class="notice-list">${data.latestNotices.map((notice) => noticeItem(notice)).join('')}</ul>` +
    `<p class="support-more"><a href="${NOTICE_PATH}">공지사항 더보기</a></p></section>`
  );
}

/** 자주 묻는 질문: the categories as links, the search (words or 초성), the answers opening in place. */
export function faqHtml(items: readonly Faq[], category: FaqCategory | undefined, keyword: string): string {
  const tabs = [['', '전체'], ...Object.entries(FAQ_CATEGORIES)]
    .map(
      ([code, name]) =>
        `<li><a href="${hrefWith(FAQ_PATH, { categoryCd: code, keyword })}"${(category ?? '') === code ? ' aria-current="page"' : ''}>${escapeHtml(name)}</a></li>`,
    )
    .join('');
  const hidden = category ? `<input type="hidden" name="categoryCd" value="${category}">` : '';
  const list = items.map(faqItem).join('');
  const empty = items.length === 0 ? '<p class="content-empty">찾는 질문이 없습니다. 1:1 문의로 남겨 주시면 답변드릴게요.</p>' : '';
  return (
    `<nav class="content-tabs" aria-label="FAQ 분류"><ul>${tabs}</ul></nav>` +
    searchForm(FAQ_PATH, '자주 묻는 질문 검색', keyword, hidden) +
    `<p class="content-count">${keyword ? `‘${escapeHtml(keyword)}’ 검색 결과 ` : ''}${formatNumber(items.length)}건</p><ul class="faq-list">${list}</ul>${empty}`
  );
}
