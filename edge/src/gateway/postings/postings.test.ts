import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { uploadRules, type UploadUse } from '#shared/uploads/upload-rules';
import { callGateway } from '#edge/testing/gateway-call';
import { receiveUpload } from '#edge/uploads/receive-upload';
import { FILES } from '#edge/uploads/test-files';
import { okData } from '../cart/cart-test-support';
import { FIXTURE_PRODUCTS, seedFixtureCatalog } from '../display/test-catalog';
import { newMember } from '../order-history/order-test-support';
import { callOps } from '#edge/testing/ops-call';
import { POSTING_ERRORS } from './posting-errors';

const refusal = (code: keyof typeof POSTING_ERRORS) => ({ code, message: POSTING_ERRORS[code].message });
const posting = (verb: string, body: unknown, token?: string) => callGateway('POST', `/cu/posting/v1/${verb}`, { token, body: JSON.stringify(body) });
const shown = (verb: string, body: unknown) => callGateway('POST', `/dp/display/posting/v1/${verb}`, { body: JSON.stringify(body) });
const [first, second] = FIXTURE_PRODUCTS.map((product) => String(product.product_code));
const write = (fields: Record<string, unknown> = {}) => ({ title: '수분 크림 한 달 사용기', topic: '스킨케어', body: '첫 문단\n\n둘째 문단', ...fields });

async function upload(incsNo: number, use: UploadUse, file: Uint8Array): Promise<string> {
  const rule = uploadRules()[use];
  return (await receiveUpload(env.DB, env.UPLOADS, { incsNo, use, rule, body: new Blob([file]).stream(), length: file.byteLength })).uploadId;
}

/** A member the operator appointed as an editor. */
async function newEditor(nickNm = '수분요정') {
  const member = await newMember();
  await okData(callOps('editors/appoint', { incsNo: member.incsNo, nickNm }));
  return member;
}

interface Saved {
  posting: { postingNo: number; status: string; media: { kind: string; url: string }[]; products: { productCode: string }[]; rejectReason: string | null };
  message: string;
}

beforeAll(async () => {
  await seedFixtureCatalog(env.DB);
});

describe('editor postings', () => {
  it('an editor writes a posting with images and products; it is shown only after the operator publishes it', async () => {
    const { incsNo, token } = await newEditor();
    const images = [await upload(incsNo, 'POSTING_IMAGE', FILES.png), await upload(incsNo, 'POSTING_IMAGE', FILES.jpeg)];
    const saved = await okData<Saved>(posting('registerPosting', write({ imageUploadIds: images, productCodes: [second, first] }), token));
    expect(saved.message).toBe('포스팅이 등록되었습니다. 운영자 확인 후 게시됩니다.');
    expect(saved.posting).toMatchObject({
      status: 'PENDING',
      media: [
        { kind: 'IMAGE', url: `/uploads/posting-image/${images[0]}.png` },
        { kind: 'IMAGE', url: `/uploads/posting-image/${images[1]}.jpg` },
      ],
      products: [{ productCode: second }, { productCode: first }],
    });
    const { postingNo } = saved.posting;
    expect((await shown('getPosting', { postingId: postingNo })).status).toBe(404);

    const queue = await okData<{ postingNo: number; editorNickNm: string }[]>(callOps('postings/list', {}));
    expect(queue.find((item) => item.postingNo === postingNo)).toMatchObject({ editorNickNm: '수분요정' });
    expect(await okData(callOps('postings/decide', { postingNo, action: 'PUBLISH' }))).toMatchObject({ status: 'PUBLISHED' });
    const page = await okData<{ title: string; paragraphs: string[]; image: null; media: unknown[]; products: { productCode: string }[] }>(
      shown('getPosting', { postingId: postingNo }),
    );
    expect(page).toMatchObject({
      title: '수분 크림 한 달 사용기',
      paragraphs: ['첫 문단', '둘째 문단'],
      image: null,
      products: [{ productCode: second }, { productCode: first }],
    });
    const list = await okData<{ items: { postingId: number }[] }>(shown('getPostingList', { topic: '스킨케어' }));
    expect(list.items[0].postingId).toBe(postingNo);
    const inbox = await env.DB.prepare('SELECT title FROM inbox_messages WHERE incs_no = ?').bind(incsNo).all<{ title: string }>();
    expect(inbox.results.map((row) => row.title)).toContain('포스팅이 게시되었습니다');

    // Published: no more changes (a posting is editable only until it is confirmed).
    expect(await (await posting('modifyPosting', write({ postingNo, keepMedia: page.media.map((m) => (m as { url: string }).url) }), token)).json()).toEqual(
      refusal('POSTING_PUBLISHED'),
    );
    expect(await (await posting('deletePosting', { postingNo }, token)).json()).toEqual(refusal('POSTING_PUBLISHED'));
  });

  it('a rejected posting shows its reason; changing it to a video sends it back for review and deletes the old images', async () => {
    const { incsNo, token } = await newEditor('영상 에디터');
    const image = await upload(incsNo, 'POSTING_IMAGE', FILES.gif);
    const { posting: first } = await okData<Saved>(posting('registerPosting', write({ imageUploadIds: [image] }), token));
    expect((await callOps('postings/decide', { postingNo: first.postingNo, action: 'REJECT' })).status).toBe(400);
    const rejected = await okData<Saved['posting']>(
      callOps('postings/decide', { postingNo: first.postingNo, action: 'REJECT', reason: '상품 사진의 출처를 밝혀 주세요.' }),
    );
    expect(rejected).toMatchObject({ status: 'REJECTED', rejectReason: '상품 사진의 출처를 밝혀 주세요.' });
    expect((await okData<{ posting: Saved['posting'] }>(posting('getMyPosting', { postingNo: first.postingNo }, token))).posting.rejectReason).toBe(
      '상품 사진의 출처를 밝혀 주세요.',
    );

    const video = await upload(incsNo, 'POSTING_VIDEO', FILES.mp4);
    const changed = await okData<Saved>(posting('modifyPosting', write({ postingNo: first.postingNo, videoUploadId: video }), token));
    expect(changed.posting).toMatchObject({ status: 'PENDING', rejectReason: null, media: [{ kind: 'VIDEO', url: `/uploads/posting-video/${video}.mp4` }] });
    expect(await env.UPLOADS.head(`uploads/posting-image/${image}.gif`)).toBeNull();

    const mine = await okData<{ editor: { nickNm: string }; items: { postingNo: number }[] }>(posting('getMyPostings', {}, token));
    expect(mine.editor.nickNm).toBe('영상 에디터');
    expect(mine.items.map((item) => item.postingNo)).toEqual([first.postingNo]);
    expect((await okData<Saved>(posting('deletePosting', { postingNo: first.postingNo }, token))).message).toBe('포스팅이 삭제되었습니다.');
    expect(await env.UPLOADS.head(`uploads/posting-video/${video}.mp4`)).toBeNull();
    expect((await okData<{ items: unknown[] }>(posting('getMyPostings', {}, token))).items).toEqual([]);
  });

  it('refuses a member who is not an active editor, and one whose editing was released', async () => {
    const { incsNo, token } = await newMember();
    const image = await upload(incsNo, 'POSTING_IMAGE', FILES.png);
    const refused = await posting('registerPosting', write({ imageUploadIds: [image] }), token);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual(refusal('POSTING_NOT_EDITOR'));
    expect((await okData<{ editor: unknown }>(posting('getMyPostings', {}, token))).editor).toBeNull();

    const editor = await newEditor();
    const released = await okData<{ editorYn: string; editorNo: string }>(callOps('editors/release', { incsNo: editor.incsNo }));
    expect(released.editorYn).toBe('N');
    const photo = await upload(editor.incsNo, 'POSTING_IMAGE', FILES.png);
    expect(await (await posting('registerPosting', write({ imageUploadIds: [photo] }), editor.token)).json()).toEqual(refusal('POSTING_NOT_EDITOR'));
    // Appointed again: the same editor number.
    expect(await okData(callOps('editors/appoint', { incsNo: editor.incsNo, nickNm: '돌아온 에디터' }))).toMatchObject({
      editorYn: 'Y',
      editorNo: released.editorNo,
    });
  });

  it('refuses a posting without title, topic or media, with images and a video together, or an unknown product, and saves nothing', async () => {
    const { incsNo, token } = await newEditor();
    const image = await upload(incsNo, 'POSTING_IMAGE', FILES.png);
    const video = await upload(incsNo, 'POSTING_VIDEO', FILES.mp4);
    const cases: [Record<string, unknown>, string][] = [
      [write({ title: ' ', imageUploadIds: [image] }), '제목을 입력해 주세요.'],
      [write({ topic: '여행', imageUploadIds: [image] }), '주제를 선택해 주세요.'],
      [write(), '이미지나 동영상을 하나 올려 주세요.'],
      [write({ imageUploadIds: [image], videoUploadId: video }), '이미지와 동영상은 함께 올릴 수 없습니다. 하나를 골라 주세요.'],
      [write({ title: '가'.repeat(41), imageUploadIds: [image] }), '제목은 40자까지 입력할 수 있습니다. (현재 41자)'],
    ];
    for (const [body, message] of cases) {
      const response = await posting('registerPosting', body, token);
      expect(response.status).toBe(400);
      expect(JSON.stringify(await response.json())).toContain(message);
    }
    expect(await (await posting('registerPosting', write({ imageUploadIds: [image], productCodes: ['NOPE0001'] }), token)).json()).toEqual(
      refusal('POSTING_PRODUCT_NOT_FOUND'),
    );
    // A photo uploaded for another use is not a posting image.
    const review = await upload(incsNo, 'REVIEW', FILES.png);
    expect((await posting('registerPosting', write({ imageUploadIds: [review] }), token)).status).toBe(404);
    expect((await okData<{ items: unknown[] }>(posting('getMyPostings', {}, token))).items).toEqual([]);
    expect(await env.DB.prepare('SELECT status FROM uploads WHERE upload_id = ?').bind(image).first()).toEqual({ status: 'QUARANTINE' });
  });
});
