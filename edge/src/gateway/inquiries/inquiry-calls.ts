/** The 1:1 inquiry calls (`/cu/inquiry/v1/*`), each answering its message, such as "문의가 등록되었습니다". */
import { INQUIRY_DELETED_MESSAGE, INQUIRY_MODIFIED_MESSAGE, INQUIRY_REGISTERED_MESSAGE } from '#shared/inquiries/inquiry-rules';
import { INQUIRY_CONTRACTS as C } from '#shared/schemas/inquiry-calls';
import { defineEndpoint, type Endpoint } from '../endpoint';
import { deleteInquiry, listInquiries, modifyInquiry, readInquiry, recentOrders, registerInquiry } from './inquiries';

const getInquiryForm = defineEndpoint(C.getInquiryForm, async ({ db, owner }) => ({ data: { orders: await recentOrders(db, owner.incsNo) } }));

const registerInquiryCall = defineEndpoint(C.registerInquiry, async ({ c, db, owner, input }) => {
  const inquiryNo = await registerInquiry({ db, bucket: c.env.UPLOADS }, owner.incsNo, input);
  return { data: { inquiry: await readInquiry(db, owner.incsNo, inquiryNo), message: INQUIRY_REGISTERED_MESSAGE } };
});

const getMyInquiries = defineEndpoint(C.getMyInquiries, async ({ db, owner, input }) => ({ data: await listInquiries(db, owner.incsNo, input.page) }));

const modifyInquiryCall = defineEndpoint(C.modifyInquiry, async ({ c, db, owner, input }) => {
  await modifyInquiry({ db, bucket: c.env.UPLOADS }, owner.incsNo, input.inquiryNo, input);
  return { data: { inquiry: await readInquiry(db, owner.incsNo, input.inquiryNo), message: INQUIRY_MODIFIED_MESSAGE } };
});

const deleteInquiryCall = defineEndpoint(C.deleteInquiry, async ({ c, db, owner, input }) => {
  await deleteInquiry({ db, bucket: c.env.UPLOADS }, owner.incsNo, input.inquiryNo);
  return { data: { inquiry: null, message: INQUIRY_DELETED_MESSAGE } };
});

export const INQUIRY_ENDPOINTS: readonly Endpoint[] = [getInquiryForm, registerInquiryCall, getMyInquiries, modifyInquiryCall, deleteInquiryCall];
