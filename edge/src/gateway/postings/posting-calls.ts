/** The editor's posting calls (`/cu/posting/v1/*`, ADR 024). */
import { POSTING_DELETED_MESSAGE, POSTING_MODIFIED_MESSAGE, POSTING_REGISTERED_MESSAGE } from '#shared/postings/posting-rules';
import { POSTING_CONTRACTS as C } from '#shared/schemas/posting-calls';
import { defineEndpoint, type Endpoint } from '../endpoint';
import { activeEditor, deletePosting, listMyPostings, modifyPosting, readMyPosting, registerPosting } from './postings';

const getMyPostings = defineEndpoint(C.getMyPostings, async ({ db, owner, input }) => ({
  data: { editor: await activeEditor(db, owner.incsNo), ...(await listMyPostings(db, owner.incsNo, input.page)) },
}));

const getMyPosting = defineEndpoint(C.getMyPosting, async ({ db, owner, input }) => ({
  data: { editor: await activeEditor(db, owner.incsNo), posting: await readMyPosting(db, owner.incsNo, input.postingNo) },
}));

const registerPostingCall = defineEndpoint(C.registerPosting, async ({ c, db, owner, input }) => {
  const postingNo = await registerPosting({ db, bucket: c.env.UPLOADS }, owner.incsNo, input);
  return { data: { posting: await readMyPosting(db, owner.incsNo, postingNo), message: POSTING_REGISTERED_MESSAGE } };
});

const modifyPostingCall = defineEndpoint(C.modifyPosting, async ({ c, db, owner, input }) => {
  await modifyPosting({ db, bucket: c.env.UPLOADS }, owner.incsNo, input.postingNo, input);
  return { data: { posting: await readMyPosting(db, owner.incsNo, input.postingNo), message: POSTING_MODIFIED_MESSAGE } };
});

const deletePostingCall = defineEndpoint(C.deletePosting, async ({ c, db, owner, input }) => {
  await deletePosting({ db, bucket: c.env.UPLOADS }, owner.incsNo, input.postingNo);
  return { data: { posting: null, message: POSTING_DELETED_MESSAGE } };
});

export const POSTING_ENDPOINTS: readonly Endpoint[] = [getMyPostings, getMyPosting, registerPostingCall, modifyPostingCall, deletePostingCall];
