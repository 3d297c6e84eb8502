/**
 * The operator API's routes for editors and their postings (ADR 045); schema-free for the console,
 * contracts at the end of `posting-ops-calls.ts`.
 */
import { typedRoutes } from './contract';
import type * as S from './posting-ops-calls';
import { changeRoute, readRoute } from './ops-route';

export const POSTING_OPS_ROUTES = typedRoutes<typeof S>()({
  appointEditor: changeRoute('/v1/editors/appoint', ['CONTENT']),
  releaseEditor: changeRoute('/v1/editors/release', ['CONTENT']),
  listPostings: readRoute('/v1/postings/list', ['CONTENT']),
  decidePosting: changeRoute('/v1/postings/decide', ['CONTENT']),
});
