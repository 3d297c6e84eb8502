import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { uploadRules } from '#shared/uploads/upload-rules';
import { callGateway, expectJson } from '#edge/testing/gateway-call';
import { receiveUpload } from '#edge/uploads/receive-upload';
import { FILES } from '#edge/uploads/test-files';
import { okData } from '../cart/cart-test-support';
import { seedFixtureCatalog } from '../display/test-catalog';
import { newMember, seedPaidOrder } from '../order-history/order-test-support';
import { callOps } from '#edge/testing/ops-call';
import { INQUIRY_ERRORS } from './inquiry-errors';

const refusal = (code: keyof typeof INQUIRY_ERRORS) => ({ code, message: INQUIRY_ERRORS[code].message });
const inquiry = (verb: string, body: unknown, token?: string) => callGateway('POST', `/cu/inquiry/v1/${verb}`, { token, body: JSON.stringify(body) });
const ask = (fields: Record<string, unknown> = {}) => ({
  categoryCd: 'DELIVERY',
  title: '배송이 언제 오나요?',
  content: '주문한 상품이 아직 출발하지 않았어요. 언제 받을 수 있을까요?',
  privacyAgreed: true,
  ...fields,
});

async function photo(incsNo: number, file: Uint8Array = FILES.png): Promise<string> {
  const upload = await receiveUpload(env.DB, env.UPLOADS, {
    incsNo,
    use: 'INQUIRY',
    rule: uploadRules().INQUIRY,
    body: new Blob([file]).stream(),
    length: file.byteLength,
  });
  return upload.uploadId;
}

interface Saved {
  inquiry: { inquiryNo: number; status: string; images: string[]; ordNo: string | null; answer: string | null };
  message: string;
}

beforeAll(async () => {
  await seedFixtureCatalog(env.DB);
  await env.DB.prepare('UPDATE product_options SET stock = 1000').run();
});

describe('1:1 inquiries', () => {
  it('writes an inquiry about the member’s order with photos, lists it, and the operator’s answer reaches the inbox', async () => {
    const { incsNo, token } = await newMember();
    const { ordNo } = await seedPaidOrder({ incsNo, lines: [{ option: '20000000201', qty: 1 }] });
    const form = await okData<{ orders: { ordNo: string }[] }>(inquiry('getInquiryForm', undefined, token));
    expect(form.orders.map((order) => order.ordNo)).toEqual([ordNo]);
    const images = [await photo(incsNo), await photo(incsNo, FILES.gif)];
    const saved = await okData<Saved>(inquiry('registerInquiry', ask({ ordNo, uploadIds: images }), token));
    expect(saved.message).toBe('문의가 등록되었습니다.');
    expect(saved.inquiry).toMatchObject({ status: 'RECEIVED', ordNo, images: [`/uploads/inquiry/${images[0]}.png`, `/uploads/inquiry/${images[1]}.gif`] });

    const answered = await okData<{ status: string; answer: string }>(
      callOps('inquiries/answer', { inquiryNo: saved.inquiry.inquiryNo, answer: '내일 출고 예정입니다. 기다려 주셔서 감사합니다.' }),
    );
    expect(answered).toMatchObject({ status: 'ANSWERED', answer: '내일 출고 예정입니다. 기다려 주셔서 감사합니다.' });
    const mine = await okData<{ items: Saved['inquiry'][]; totalCnt: number }>(inquiry('getMyInquiries', {}, token));
    expect(mine.items[0]).toMatchObject({ status: 'ANSWERED', answer: '내일 출고 예정입니다. 기다려 주셔서 감사합니다.' });
    const inbox = await env.DB.prepare('SELECT kind, title FROM inbox_messages WHERE incs_no = ? ORDER BY id DESC').bind(incsNo).first();
    expect(inbox).toEqual({ kind: 'INQUIRY', title: '1:1 문의에 답변이 등록되었습니다' });

    // Answered, it can no longer be changed or deleted.
    await expectJson(await inquiry('modifyInquiry', { ...ask(), inquiryNo: saved.inquiry.inquiryNo }, token), 409, refusal('INQUIRY_ANSWERED'));
    await expectJson(await inquiry('deleteInquiry', { inquiryNo: saved.inquiry.inquiryNo }, token), 409, refusal('INQUIRY_ANSWERED'));
  });

  it.each([
    [{ title: '' }, 'title', '제목을 입력해 주세요.'],
    [{ title: '가'.repeat(31) }, 'title', '제목은 30자까지 입력할 수 있습니다. (현재 31자)'],
    [{ content: '가'.repeat(1001) }, 'content', '문의 내용은 1,000자까지 입력할 수 있습니다. (현재 1,001자)'],
    [{ formCd: 'SHORT', content: '가'.repeat(301) }, 'content', '문의 내용은 300자까지 입력할 수 있습니다. (현재 301자)'],
    [{ categoryCd: 'WHATEVER' }, 'categoryCd', '문의 유형을 선택해 주세요.'],
    [{ privacyAgreed: false }, 'privacyAgreed', '개인정보 수집·이용에 동의해 주세요.'],
    [{ uploadIds: Array.from({ length: 11 }, (_, n) => `abcdefghijklmnop${n}`) }, 'uploadIds', '사진은 10장까지 올릴 수 있습니다.'],
  ])('refuses %j with its Korean message and saves nothing', async (fields, field, message) => {
    const { token, incsNo } = await newMember();
    const answer = await inquiry('registerInquiry', ask(fields), token);
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { fields: Record<string, string> }).fields[field]).toBe(message);
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM inquiries WHERE incs_no = ?').bind(incsNo).first())?.n).toBe(0);
  });

  it('changes and deletes an inquiry until it is answered, keeping and dropping photos; refuses another’s order and inquiry', async () => {
    const { incsNo, token } = await newMember();
    const first = await photo(incsNo);
    const saved = await okData<Saved>(inquiry('registerInquiry', ask({ uploadIds: [first] }), token));
    const second = await photo(incsNo, FILES.jpeg);
    const changed = await okData<Saved>(
      inquiry('modifyInquiry', { ...ask({ title: '출고일 문의', uploadIds: [second] }), inquiryNo: saved.inquiry.inquiryNo, keepImages: [] }, token),
    );
    expect(changed).toMatchObject({ message: '문의가 수정되었습니다.', inquiry: { images: [`/uploads/inquiry/${second}.jpg`] } });
    expect(await env.UPLOADS.head(`uploads/inquiry/${first}.png`)).toBeNull();

    const stranger = await newMember();
    const { ordNo } = await seedPaidOrder({ incsNo: stranger.incsNo, lines: [{ option: '20000000201', qty: 1 }] });
    await expectJson(await inquiry('registerInquiry', ask({ ordNo }), token), 404, refusal('INQUIRY_ORDER_NOT_FOUND'));
    await expectJson(await inquiry('deleteInquiry', { inquiryNo: saved.inquiry.inquiryNo }, stranger.token), 404, refusal('INQUIRY_NOT_FOUND'));

    expect(await okData(inquiry('deleteInquiry', { inquiryNo: saved.inquiry.inquiryNo }, token))).toEqual({ inquiry: null, message: '문의가 삭제되었습니다.' });
    expect(await env.UPLOADS.head(`uploads/inquiry/${second}.jpg`)).toBeNull();
    expect((await okData<{ totalCnt: number }>(inquiry('getMyInquiries', {}, token))).totalCnt).toBe(0);
  });

  it('refuses a JPEG-named HTML file and a WebP for an inquiry by their bytes', async () => {
    const { incsNo } = await newMember();
    await expect(photo(incsNo, FILES.html)).rejects.toMatchObject({ code: 'UPLOAD_TYPE_REFUSED' });
    await expect(photo(incsNo, FILES.webp)).rejects.toMatchObject({
      code: 'UPLOAD_TYPE_REFUSED',
      detail: '올릴 수 없는 파일 형식입니다. 이미지(JPG, PNG, GIF)만 올릴 수 있습니다.',
    });
  });
});
