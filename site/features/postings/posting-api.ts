/** The editor's posting calls (`/cu/posting/v1`); only types come from the schemas (ADR 016). */
import type { GetMyPostingsResponse, PostingSavedResponse, RegisterPostingRequest } from '#shared/schemas/posting-calls';
import { POSTING_ROUTES } from '#shared/schemas/posting-routes';
import { callApi } from '#lib/api-client';

export type { MyPosting } from '#shared/schemas/posting-calls';
export type PostingPage = GetMyPostingsResponse['data'];
export type Editor = PostingPage['editor'];
export type PostingInput = Required<RegisterPostingRequest>;
type Saved = PostingSavedResponse['data'];

export const fetchMyPostings = async (page: number): Promise<PostingPage> => (await callApi(POSTING_ROUTES.getMyPostings, { page })).data;
export const fetchMyPosting = async (postingNo: number) => (await callApi(POSTING_ROUTES.getMyPosting, { postingNo })).data;
export const registerPosting = async (input: PostingInput): Promise<Saved> => (await callApi(POSTING_ROUTES.registerPosting, input)).data;
export const modifyPosting = async (postingNo: number, input: PostingInput): Promise<Saved> =>
  (await callApi(POSTING_ROUTES.modifyPosting, { ...input, postingNo })).data;
export const deletePosting = async (postingNo: number): Promise<string> => (await callApi(POSTING_ROUTES.deletePosting, { postingNo })).data.message;
