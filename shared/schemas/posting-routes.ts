/** The editor's posting routes (schema-free; contracts at the end of `posting-calls.ts`). */
import { memberRoute } from './contract';
import type {
  ModifyPostingRequest,
  GetMyPostingResponse,
  GetMyPostingsRequest,
  GetMyPostingsResponse,
  PostingRefRequest,
  PostingSavedResponse,
  RegisterPostingRequest,
} from './posting-calls';

const BASE = '/cu/posting/v1';

export const POSTING_ROUTES = {
  getMyPostings: memberRoute<GetMyPostingsRequest, GetMyPostingsResponse>('POST', `${BASE}/getMyPostings`),
  getMyPosting: memberRoute<PostingRefRequest, GetMyPostingResponse>('POST', `${BASE}/getMyPosting`),
  registerPosting: memberRoute<RegisterPostingRequest, PostingSavedResponse>('POST', `${BASE}/registerPosting`),
  modifyPosting: memberRoute<ModifyPostingRequest, PostingSavedResponse>('POST', `${BASE}/modifyPosting`),
  deletePosting: memberRoute<PostingRefRequest, PostingSavedResponse>('POST', `${BASE}/deletePosting`),
};
