/** The terms and content-page calls (`/cu/terms/v1/*`). */
import { TERMS_CONTRACTS as C } from '#shared/schemas/terms-calls';
import { defineEndpoint, type Endpoint } from '../endpoint';
import { requestNow } from '../test-clock';
import { readDocument } from './documents';

const getTerms = defineEndpoint(C.getTerms, async ({ c, db, input }) => {
  const by = input.tncId !== undefined ? { docId: input.tncId } : { inmTncCd: input.inmTncCd ?? '' };
  const data = await readDocument(db, {
    kind: 'TERMS',
    by,
    versionNo: input.versionNo,
    now: requestNow(c),
    notFound: 'TERMS_NOT_FOUND',
    versionNotFound: 'TERMS_VERSION_NOT_FOUND',
  });
  return { data };
});

const getContentPage = defineEndpoint(C.getContentPage, async ({ c, db, input }) => {
  const data = await readDocument(db, {
    kind: 'PAGE',
    by: { docId: input.pageId },
    versionNo: input.versionNo,
    now: requestNow(c),
    notFound: 'CONTENT_PAGE_NOT_FOUND',
    versionNotFound: 'CONTENT_PAGE_NOT_FOUND',
  });
  return { data };
});

export const TERMS_ENDPOINTS: readonly Endpoint[] = [getTerms, getContentPage];
