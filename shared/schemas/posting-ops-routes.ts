/**
 * The operator API's routes for editors and their postings (ADR 045); schema-free for the console,
 * contracts at the end of `posting-ops-calls.ts`.
 */
import type { RequestOf, ResponseOf } from './contract';
import { changeRoute, readRoute } from './ops-route';
import type * as S from './posting-ops-calls';

export const POSTING_OPS_ROUTES = {
  appointEditor: changeRoute<RequestOf<typeof S.AppointEditorRequestSchema>, ResponseOf<typeof S.EditorResponseSchema>>('/v1/editors/appoint', ['CONTENT']),
  releaseEditor: changeRoute<RequestOf<typeof S.ReleaseEditorRequestSchema>, ResponseOf<typeof S.EditorResponseSchema>>('/v1/editors/release', ['CONTENT']),
  listPostings: readRoute<RequestOf<typeof S.ListPostingsRequestSchema>, ResponseOf<typeof S.ListPostingsResponseSchema>>('/v1/postings/list', ['CONTENT']),
  decidePosting: changeRoute<RequestOf<typeof S.DecidePostingRequestSchema>, ResponseOf<typeof S.DecidePostingResponseSchema>>('/v1/postings/decide', [
    'CONTENT',
  ]),
};
