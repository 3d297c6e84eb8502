/** The editor's posting routes (schema-free; contracts at the end of `posting-calls.ts`). */
import { memberRoute, typedRoutes } from './contract';
import type * as S from './posting-calls';

const BASE = '/cu/posting/v1';

export const POSTING_ROUTES = typedRoutes<typeof S>()({
  getMyPostings: memberRoute('POST', `${BASE}/getMyPostings`),
  getMyPosting: memberRoute('POST', `${BASE}/getMyPosting`),
  registerPosting: memberRoute('POST', `${BASE}/registerPosting`),
  modifyPosting: memberRoute('POST', `${BASE}/modifyPosting`),
  deletePosting: memberRoute('POST', `${BASE}/deletePosting`),
});
