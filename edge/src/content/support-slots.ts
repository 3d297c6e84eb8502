/**
 * The customer centre's slots (ADR 023): its home, the notices and the FAQ, each read
 * from the gateway in process and drawn by the shared escaping renderers.
 */
import { faqHtml, NOTICE_PATH, noticeHtml, noticeListHtml, supportHomeHtml } from '#shared/content/support-html';
import {
  FaqCategorySchema,
  GetFaqListResponseSchema,
  GetNoticeListResponseSchema,
  GetNoticeResponseSchema,
  GetSupportHomeResponseSchema,
} from '#shared/schemas/support-calls';
import { callGatewayInProcess } from '../catalog-live/in-process-gateway';
import { gatewayCallerOf } from '../catalog-live';
import { readConfig } from '../config';
import { orNotFound, type SlotLoader } from './slot-loader';

export const keywordOf = (url: URL) => (url.searchParams.get('keyword') ?? '').trim().slice(0, 40);
export const pageOf = (url: URL) => Math.min(1000, Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1));

/** The centre's home, at `/cu` and `/cu/support` alike. */
const supportHome: SlotLoader = async (c) => {
  const answer = await callGatewayInProcess(gatewayCallerOf(c), { method: 'POST', path: '/cu/support/v1/getSupportHome' }, GetSupportHomeResponseSchema);
  const config = readConfig(c.env);
  return { html: supportHomeHtml(answer.data, { phone: config.csPhone, hours: config.csHours }) };
};

export const SUPPORT_SLOTS: Readonly<Record<string, SlotLoader>> = {
  '/cu': supportHome,
  '/cu/support': supportHome,
  '/cu/support/notice': async (c, url) => {
    const caller = gatewayCallerOf(c);
    const keyword = keywordOf(url);
    const number = url.searchParams.get('noticeNo');
    if (number !== null) {
      if (!/^\d{1,9}$/.test(number)) return 'not-found';
      return orNotFound(async () => {
        const answer = await callGatewayInProcess(
          caller,
          { method: 'POST', path: '/cu/support/v1/getNotice', body: { noticeNo: Number(number) } },
          GetNoticeResponseSchema,
        );
        const { notice } = answer.data;
        return { html: noticeHtml(answer.data, keyword), title: notice.title, canonicalPath: `${NOTICE_PATH}?noticeNo=${notice.noticeNo}` };
      });
    }
    const answer = await callGatewayInProcess(
      caller,
      { method: 'POST', path: '/cu/support/v1/getNoticeList', body: { keyword, page: pageOf(url) } },
      GetNoticeListResponseSchema,
    );
    return { html: noticeListHtml(answer.data, keyword) };
  },
  '/cu/support/faq': async (c, url) => {
    const category = FaqCategorySchema.safeParse(url.searchParams.get('categoryCd'));
    const categoryCd = category.success ? category.data : undefined;
    const keyword = keywordOf(url);
    const answer = await callGatewayInProcess(
      gatewayCallerOf(c),
      { method: 'POST', path: '/cu/support/v1/getFaqList', body: { categoryCd, keyword } },
      GetFaqListResponseSchema,
    );
    return { html: faqHtml(answer.data.items, categoryCd, keyword) };
  },
};
