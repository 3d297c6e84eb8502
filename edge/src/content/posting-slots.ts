/**
 * The editor posting list's slot (ADR 023): `/dp/posting-list` lists published
 * postings by topic and page, and `?postingId=` is one posting's page with its products; a posting
 * that is not published is the 404 screen.
 */
import { POSTING_LIST_PATH, postingHtml, postingListHtml } from '#shared/content/posting-html';
import { POSTING_PAGE_SIZE, POSTING_TOPICS } from '#shared/postings/posting-rules';
import { GetPostingListResponseSchema, GetPostingResponseSchema } from '#shared/schemas/campaign-calls';
import { callGatewayInProcess } from '../catalog-live/in-process-gateway';
import { gatewayCallerOf } from '../catalog-live';
import { orNotFound, type SlotLoader } from './slot-loader';
import { pageOf } from './support-slots';

const topicOf = (url: URL) => POSTING_TOPICS.find((topic) => topic === url.searchParams.get('topic'));

export const POSTING_SLOTS: Readonly<Record<string, SlotLoader>> = {
  '/dp/posting-list': async (c, url) => {
    const caller = gatewayCallerOf(c);
    const postingId = url.searchParams.get('postingId');
    if (postingId !== null) {
      if (!/^\d{1,9}$/.test(postingId)) return 'not-found';
      return orNotFound(async () => {
        const answer = await callGatewayInProcess(
          caller,
          { method: 'POST', path: '/dp/display/posting/v1/getPosting', body: { postingId: Number(postingId) } },
          GetPostingResponseSchema,
        );
        return { html: postingHtml(answer.data), title: answer.data.title, canonicalPath: `${POSTING_LIST_PATH}?postingId=${answer.data.postingId}` };
      });
    }
    const topic = topicOf(url);
    const answer = await callGatewayInProcess(
      caller,
      { method: 'POST', path: '/dp/display/posting/v1/getPostingList', body: { topic, page: pageOf(url), size: POSTING_PAGE_SIZE } },
      GetPostingListResponseSchema,
    );
    return { html: postingListHtml(answer.data, topic) };
  },
};
