/** The customer centre's content calls (`/cu/support/v1/*`). */
import { SUPPORT_CONTRACTS as C } from '#shared/schemas/support-calls';
import { defineEndpoint, type Endpoint } from '../endpoint';
import { listFaqs, topFaqs } from './faqs';
import { latestNotices, listNotices, readNotice } from './notices';

const getSupportHome = defineEndpoint(C.getSupportHome, async ({ db }) => {
  const [faqs, notices] = await Promise.all([topFaqs(db), latestNotices(db, 5)]);
  return { data: { topFaqs: faqs, latestNotices: notices } };
});

const getNoticeList = defineEndpoint(C.getNoticeList, async ({ db, input }) => ({ data: await listNotices(db, input.keyword, input.page) }));

const getNotice = defineEndpoint(C.getNotice, async ({ db, input }) => ({ data: await readNotice(db, input.noticeNo) }));

const getFaqList = defineEndpoint(C.getFaqList, async ({ db, input }) => ({ data: { items: await listFaqs(db, input.categoryCd, input.keyword) } }));

export const SUPPORT_ENDPOINTS: readonly Endpoint[] = [getSupportHome, getNoticeList, getNotice, getFaqList];
