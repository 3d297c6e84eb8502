/** The terms and content-page routes (schema-free; contracts at the end of `terms-calls.ts`). */
import { guestRoute } from './contract';
import type { GetContentPageRequest, GetDocumentResponse, GetTermsRequest } from './terms-calls';

const BASE = '/cu/terms/v1';

export const TERMS_ROUTES = {
  getTerms: guestRoute<GetTermsRequest, GetDocumentResponse>('POST', `${BASE}/getTerms`),
  getContentPage: guestRoute<GetContentPageRequest, GetDocumentResponse>('POST', `${BASE}/getContentPage`),
};
