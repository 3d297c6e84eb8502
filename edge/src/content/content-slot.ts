/**
 * Content the worker draws into a static page (ADR 023): the customer centre's notices and FAQ live
 * in D1, so their pages are shells whose `[data-content-slot]` the worker fills on each view from
 * the gateway, called in process, with the shared escaping renderers. A notice that does not exist
 * is the 404 screen; when the gateway fails, the page goes out as built (its slot says so).
 */
import type { Context } from 'hono';
import { faqHtml, noticeHtml, noticeListHtml, supportHomeHtml } from '#shared/content/support-html';
import { BUSINESS } from '#shared/business';
import {
  FaqCategorySchema,
  GetFaqListResponseSchema,
  GetNoticeListResponseSchema,
  GetNoticeResponseSchema,
  GetSupportHomeResponseSchema,
} from '#shared/schemas/support-calls';
import type { RouteDef } from '#shared/routes';
import { callGatewayInProcess } from '../catalog-live/in-process-gateway';
import { gatewayCallerOf, logWithTrace } from '../catalog-live';
import type { AppEnv } from '../env';

export const CONTENT_SLOT = '[data-content-slot]';
export type SlotContent = { html: string } | 'not-found' | null;

const keywordOf = (url: URL) => (url.searchParams.get('keyword') ?? '').trim().slice(0, 40);
const pageOf = (url: URL) => Math.min(1000, Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1));

type Loader = (c: Context<AppEnv>, url: URL) => Promise<SlotContent>;

/** The centre's home, at `/cu` and `/cu/support` alike. */
const supportHome: Loader = async (c) => {
  const answer = await callGatewayInProcess(gatewayCallerOf(c), { method: 'POST', path: '/cu/support/v1/getSupportHome' }, GetSupportHomeResponseSchema);
  return { html: supportHomeHtml(answer.data, { phone: BUSINESS.csPhone, hours: BUSINESS.csHours }) };
};

const LOADERS: Readonly<Record<string, Loader>> = {
  '/cu': supportHome,
  '/cu/support': supportHome,
  '/cu/support/notice': async (c, url) => {
    const caller = gatewayCallerOf(c);
    const keyword = keywordOf(url);
    const number = url.searchParams.get('noticeNo');
    if (number !== null) {
      if (!/^\d{1,9}$/.test(number)) return 'not-found';
      try {
        const answer = await callGatewayInProcess(
          caller,
          { method: 'POST', path: '/cu/support/v1/getNotice', body: { noticeNo: Number(number) } },
          GetNoticeResponseSchema,
        );
        return { html: noticeHtml(answer.data, keyword) };
      } catch (error) {
        if (String(error).includes('answered 404')) return 'not-found';
        throw error;
      }
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

/** The slot's content for `route` at `url`; null for routes without a slot or when loading failed. */
export async function contentFor(c: Context<AppEnv>, route: RouteDef, url: URL): Promise<SlotContent> {
  const load = LOADERS[route.path];
  if (!load) return null;
  try {
    return await load(c, url);
  } catch (error) {
    logWithTrace(c, gatewayCallerOf(c).traceId, error, 'content slot not filled; page served as built');
    return null;
  }
}

/** `response` with its content slot filled. */
export function fillContentSlot(response: Response, content: { html: string }): Response {
  return new HTMLRewriter()
    .on(CONTENT_SLOT, {
      element(element) {
        // The renderers escape every value they print.
        element.setInnerContent(content.html, { html: true });
      },
    })
    .transform(response);
}
