import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_NO_AUTHORITY_MESSAGE } from '#shared/reviews/review-rules';
import { expectJson } from '#edge/testing/gateway-call';
import { okData } from '../cart/cart-test-support';
import { REVIEW_ERRORS } from './review-errors';
import { CREAM, DAY_MS, GOOD_TEXT, TONER, deliveredLine, pointsOf, quarantinedPhoto, review, seedReviewCatalog } from './review-test-support';

const refusal = (code: keyof typeof REVIEW_ERRORS) => ({ code, message: REVIEW_ERRORS[code].message });
let texts = 0;
/** A review of its own words: the same text twice is held as a copy. */
const fresh = (text = GOOD_TEXT) => `${text} ${(texts += 1)}번째 구매예요.`;
const write = (orderLineId: number, fields: Record<string, unknown> = {}) => ({ orderLineId, rating: 5, content: fresh(), termsAgreed: true, ...fields });

interface Saved {
  reviewNo: number;
  status: string;
  rewardPt: number;
}
interface Mine {
  reviewNo: number;
  status: string;
  rewardPt: number;
  images: string[];
  statusNm: string;
  holdReason: string;
  editableYn: string;
}

/** Saves with `verb`; answers the save's answer and the review as the view screen then reads it. */
async function save(verb: 'registerReview' | 'modifyReview', body: unknown, token: string): Promise<{ saved: Saved; review: Mine }> {
  const saved = await okData<Saved>(review(verb, body, token));
  return { saved, review: await okData<Mine>(review('getMyReview', { reviewNo: saved.reviewNo }, token)) };
}

beforeAll(seedReviewCatalog);

describe('reviews: who may write (REVIEW_1001, REVIEW_1002)', () => {
  it('lists the delivered lines a member may review, and prefills the form from the profile', async () => {
    const line = await deliveredLine();
    await env.DB.prepare("UPDATE customers SET skin_type_cd = 'DRY', skin_concerns = 'DRYNESS,PORES' WHERE incs_no = ?").bind(line.incsNo).run();
    const writable = await okData<{ items: { orderLineId: number; prdNm: string }[]; totalCnt: number; rewards: unknown }>(
      review('getWritableReviews', {}, line.token),
    );
    expect(writable.items.map((item) => item.orderLineId)).toEqual([line.orderLineId]);
    expect(writable.rewards).toEqual({ textPt: 100, photoPt: 300, monthlyMaxPt: 2000, monthlyLeftPt: 2000 });
    const form = await okData<{ skinTypeCd: string; skinConcerns: string[]; imageMaxMb: number }>(
      review('getReviewForm', { orderLineId: line.orderLineId }, line.token),
    );
    expect(form).toMatchObject({ skinTypeCd: 'DRY', skinConcerns: ['DRYNESS', 'PORES'], imageMaxMb: 10 });
  });

  it('refuses a line not delivered, another member’s, or past the period with 1001; a second review with 1002', async () => {
    const line = await deliveredLine();
    const other = await deliveredLine();
    await expectJson(await review('getReviewForm', { orderLineId: other.orderLineId }, line.token), 403, refusal('REVIEW_1001'));
    expect(REVIEW_ERRORS.REVIEW_1001.message).toBe(REVIEW_NO_AUTHORITY_MESSAGE);
    await env.DB.prepare("UPDATE orders SET status = 'SHIPPING' WHERE ord_no = ?").bind(other.ordNo).run();
    await expectJson(await review('registerReview', write(other.orderLineId), other.token), 403, refusal('REVIEW_1001'));
    const old = await deliveredLine(CREAM.option, 91 * DAY_MS);
    await expectJson(await review('registerReview', write(old.orderLineId), old.token), 403, refusal('REVIEW_1001'));
    await okData(review('registerReview', write(line.orderLineId), line.token));
    await expectJson(await review('registerReview', write(line.orderLineId, { content: fresh() }), line.token), 409, refusal('REVIEW_1002'));
    const { cnt } = (await env.DB.prepare('SELECT COUNT(*) AS cnt FROM product_reviews WHERE order_line_id = ?')
      .bind(line.orderLineId)
      .first<{ cnt: number }>())!;
    expect(cnt).toBe(1);
  });

  it('answers 002 for a product that no longer has a page, 001 for an unknown review, 401 for a guest', async () => {
    const line = await deliveredLine(TONER.option);
    await env.DB.prepare('UPDATE order_lines SET inm_prd_no = ? WHERE id = ?').bind('999999999', line.orderLineId).run();
    await expectJson(await review('getReviewForm', { orderLineId: line.orderLineId }, line.token), 404, refusal('REVIEW_002'));
    await expectJson(await review('getMyReview', { reviewNo: 987654 }, line.token), 404, refusal('REVIEW_001'));
    await expectJson(await review('getMyReviews', {}), 401, { code: 'LOGIN_REQUIRED', message: '로그인이 필요합니다.' });
  });
});

describe('reviews: form rules', () => {
  it.each([
    [{ rating: 0 }, 'rating', '만족도(별점)를 선택해 주세요.'],
    [{ content: '좋아요 좋아요' }, 'content', '리뷰는 20자 이상 입력해 주세요. (현재 7자)'],
    [{ content: '가'.repeat(331) }, 'content', '리뷰는 330자까지 입력할 수 있습니다. (현재 331자)'],
    [{ termsAgreed: false }, 'termsAgreed', '리뷰 작성 약관에 동의해 주세요.'],
    [{ uploadIds: Array.from({ length: 6 }, (_, i) => `abcdefghijklmnop${i}`) }, 'uploadIds', '사진은 5장까지 올릴 수 있습니다.'],
  ])('refuses %j with its Korean message and writes nothing', async (fields, field, message) => {
    const line = await deliveredLine();
    const answer = await review('registerReview', write(line.orderLineId, fields), line.token);
    expect(answer.status).toBe(400);
    const body = (await answer.json()) as { code: string; fields: Record<string, string> };
    expect(body.code).toBe('INVALID_INPUT');
    expect(body.fields[field]).toBe(message);
    const { cnt } = (await env.DB.prepare('SELECT COUNT(*) AS cnt FROM product_reviews WHERE order_line_id = ?')
      .bind(line.orderLineId)
      .first<{ cnt: number }>())!;
    expect(cnt).toBe(0);
  });
});

describe('reviews: publishing and points', () => {
  it('publishes a clean text review at once and pays the text reward with the monthly maximum in the message', async () => {
    const line = await deliveredLine();
    const { saved, review: mine } = await save('registerReview', write(line.orderLineId, { skinTypeCd: 'OILY', skinConcerns: ['PORES'] }), line.token);
    expect(saved).toEqual({ reviewNo: mine.reviewNo, status: 'PUBLISHED', rewardPt: 100 });
    expect(mine).toMatchObject({ status: 'PUBLISHED', statusNm: '게시 중', rewardPt: 100, editableYn: 'Y', monthlyMaxPt: 2000 });
    expect(await pointsOf(line.incsNo)).toEqual({ rmnPt: 100, lines: [{ reason: 'REVIEW', delta: 100 }] });
    const profile = await env.DB.prepare('SELECT skin_type_cd, skin_concerns FROM customers WHERE incs_no = ?').bind(line.incsNo).first();
    expect(profile).toEqual({ skin_type_cd: 'OILY', skin_concerns: 'PORES' });
  });

  it('holds a photo review for an operator, with its photos public; no points until published', async () => {
    const line = await deliveredLine();
    const photo = await quarantinedPhoto(line.incsNo);
    const { saved, review: mine } = await save('registerReview', write(line.orderLineId, { uploadIds: [photo] }), line.token);
    expect(saved).toEqual({ reviewNo: mine.reviewNo, status: 'PENDING', rewardPt: 0 });
    expect(mine).toMatchObject({ statusNm: '검수 중', rewardPt: 0, images: [`/uploads/review/${photo}.jpg`] });
    expect(await env.UPLOADS.head(`uploads/review/${photo}.jpg`)).not.toBeNull();
    expect(await env.UPLOADS.head(`quarantine/${photo}`)).toBeNull();
    expect((await pointsOf(line.incsNo)).rmnPt).toBe(0);
  });

  it('holds text with contact details, links, runs of one character or a copy, with the reason', async () => {
    const texts: [string, string][] = [
      ['좋아요 더 궁금하면 010-1234-5678 으로 연락 주세요 감사합니다', '연락처 포함'],
      ['공구 링크는 https://example.com/deal 에서 확인하세요 정말 좋아요', '링크 포함'],
      ['좋아요ㅋㅋㅋㅋㅋㅋㅋㅋㅋㅋㅋㅋㅋㅋ 진짜 최고의 크림이에요', '같은 글자 반복'],
    ];
    for (const [content, reason] of texts) {
      const line = await deliveredLine();
      const { review: mine } = await save('registerReview', write(line.orderLineId, { content }), line.token);
      expect(mine).toMatchObject({ status: 'HELD', holdReason: reason, rewardPt: 0 });
    }
    const first = await deliveredLine(TONER.option);
    const copy = '토너가 정말 순하고 촉촉해서 매일 아침저녁으로 쓰고 있어요 추천합니다';
    await okData(review('registerReview', write(first.orderLineId, { content: copy }), first.token));
    const second = await deliveredLine(TONER.option);
    const held = await save('registerReview', write(second.orderLineId, { content: `${copy}!!` }), second.token);
    expect(held.review).toMatchObject({ status: 'HELD', holdReason: '다른 리뷰와 같은 내용' });
  });

  it('pays at most the monthly maximum', async () => {
    await env.DB.prepare('UPDATE review_settings SET monthly_max_pt = 150').run();
    try {
      const line = await deliveredLine();
      const next = await deliveredLine(TONER.option, DAY_MS, line);
      await okData(review('registerReview', write(line.orderLineId), line.token));
      const { saved, review: mine } = await save('registerReview', write(next.orderLineId, { content: fresh() }), line.token);
      expect(saved.rewardPt).toBe(50);
      expect(mine.rewardPt).toBe(50);
      expect((await pointsOf(line.incsNo)).rmnPt).toBe(150);
    } finally {
      await env.DB.prepare('UPDATE review_settings SET monthly_max_pt = 2000').run();
    }
  });
});

describe('reviews: changing and deleting', () => {
  it('changes a review, keeping and dropping photos, and deleting it takes the points and photos back', async () => {
    const line = await deliveredLine();
    const saved = await okData<Saved>(review('registerReview', write(line.orderLineId), line.token));
    const photo = await quarantinedPhoto(line.incsNo);
    const changed = await save('modifyReview', { reviewNo: saved.reviewNo, rating: 4, content: fresh(), termsAgreed: true, uploadIds: [photo] }, line.token);
    // Already paid when first published: changing it pays nothing more.
    expect(changed.saved).toEqual({ reviewNo: saved.reviewNo, status: 'PENDING', rewardPt: 0 });
    expect(changed.review).toMatchObject({ status: 'PENDING', images: [`/uploads/review/${photo}.jpg`], rewardPt: 100 });
    const dropped = await save('modifyReview', { reviewNo: saved.reviewNo, rating: 4, content: fresh(), termsAgreed: true, keepImages: [] }, line.token);
    expect(dropped.review.images).toEqual([]);
    expect(await env.UPLOADS.head(`uploads/review/${photo}.jpg`)).toBeNull();
    expect(await okData(review('deleteReview', { reviewNo: saved.reviewNo }, line.token))).toEqual({ message: '리뷰가 삭제되었습니다.' });
    expect(await pointsOf(line.incsNo)).toEqual({
      rmnPt: 0,
      lines: [
        { reason: 'REVIEW', delta: 100 },
        { reason: 'REVIEW_CLAWBACK', delta: -100 },
      ],
    });
    await expectJson(await review('getMyReview', { reviewNo: saved.reviewNo }, line.token), 404, refusal('REVIEW_001'));
    await expectJson(await review('registerReview', write(line.orderLineId), line.token), 409, refusal('REVIEW_1002'));
  });

  it('refuses changing a blinded review with 1002 and another member’s with 001', async () => {
    const line = await deliveredLine();
    const saved = await okData<Saved>(review('registerReview', write(line.orderLineId), line.token));
    const stranger = await deliveredLine();
    const change = { reviewNo: saved.reviewNo, rating: 3, content: fresh(), termsAgreed: true };
    await expectJson(await review('modifyReview', change, stranger.token), 404, refusal('REVIEW_001'));
    await env.DB.prepare("UPDATE product_reviews SET status = 'BLINDED' WHERE review_no = ?").bind(saved.reviewNo).run();
    await expectJson(await review('modifyReview', change, line.token), 409, refusal('REVIEW_1002'));
    // The change screen asks first, and shows the same refusal instead of a form that cannot be sent.
    await expectJson(await review('getMyReview', { reviewNo: saved.reviewNo, forEdit: true }, line.token), 409, refusal('REVIEW_1002'));
    expect(await okData(review('getMyReview', { reviewNo: saved.reviewNo }, line.token))).toMatchObject({ status: 'BLINDED', editableYn: 'N' });
  });
});
