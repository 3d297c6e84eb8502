/** The terms and content-page routes (schema-free; contracts at the end of `terms-calls.ts`). */
import { guestRoute, typedRoutes } from './contract';
import type * as S from './terms-calls';

const BASE = '/cu/terms/v1';

export const TERMS_ROUTES = typedRoutes<typeof S>()({
  getTerms: guestRoute('POST', `${BASE}/getTerms`),
  getContentPage: guestRoute('POST', `${BASE}/getContentPage`),
});
