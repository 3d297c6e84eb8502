import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectJson } from '#edge/testing/gateway-call';
import { okData } from '../cart/cart-test-support';
import { refundOrder } from '../order-history/refund';
import { REVIEW_ERRORS } from './review-errors';
import { callOps } from '#edge/testing/ops-call';
import { TONER, deliveredLine, pointsOf, quarantinedPhoto, review, writtenReview, seedReviewCatalog } from './review-test-support';

const refusal = (code: keyof typeof REVIEW_ERRORS) => ({ code, message: REVIEW_ERRORS[code].message });

interface Listed {
  items: {
    reviewNo: number;
    rating: number;
    skinTypeCd: string;
    images: string[];
    helpfulCnt: number;
    helpedYn: string;
    mineYn: string;
    rewardedYn: string;
    reply: string | null;
  }[];
  totalCnt: number;
  optionNames: string[];
}
interface Summary {
  reviewCnt: number;
  ratingAvg: number;
  starCnts: number[];
  photoReviewCnt: number;
  photos: { reviewNo: number; url: string }[];
  latest: { reviewNo: number }[];
}

/** Writes a review of TONER as a new member; answers its number and the writer. */
const written = (rating: number, fields: Record<string, unknown> = {}) => writtenReview(TONER.option, rating, fields);

const summaryOf = async () => (await okData<Summary[]>(review('getReviewSummary', { inmPrdNoList: [TONER.inmPrdNo] }, undefined, 'dp')))[0];
const list = (body: Record<string, unknown>, token?: string) => okData<Listed>(review('getReviewList', { inmPrdNo: TONER.inmPrdNo, ...body }, token, 'dp'));

beforeAll(seedReviewCatalog);

describe('reviews on the product page', () => {
  it('counts only published reviews in the summary and the product figures, and publishes a photo review by the operator', async () => {
    const before = await summaryOf();
    const dry = await written(5, { skinTypeCd: 'DRY', skinConcerns: ['DRYNESS'] });
    await written(3, { skinTypeCd: 'OILY' });
    const photoWriter = await deliveredLine(TONER.option);
    const photo = await quarantinedPhoto(photoWriter.incsNo);
    const pending = await okData<{ reviewNo: number; status: string }>(
      review(
        'registerReview',
        {
          orderLineId: photoWriter.orderLineId,
          rating: 4,
          content: '사진 리뷰예요. 용기가 예쁘고 토너 질감이 물처럼 가벼워요.',
          termsAgreed: true,
          uploadIds: [photo],
          skinTypeCd: 'DRY',
        },
        photoWriter.token,
      ),
    );
    expect(pending.status).toBe('PENDING');
    const mid = await summaryOf();
    expect(mid.reviewCnt).toBe(before.reviewCnt + 2);

    const published = await okData<{ status: string; rewardPtPaid: number }>(callOps('reviews/moderate', { reviewNo: pending.reviewNo, action: 'PUBLISH' }));
    expect(published).toMatchObject({ status: 'PUBLISHED', rewardPtPaid: 300 });
    expect((await pointsOf(photoWriter.incsNo)).rmnPt).toBe(300);
    const after = await summaryOf();
    expect(after.reviewCnt).toBe(before.reviewCnt + 3);
    expect(after.starCnts.reduce((sum, cnt) => sum + cnt, 0)).toBe(after.reviewCnt);
    expect(after.photos[0]).toEqual({ reviewNo: pending.reviewNo, url: `/uploads/review/${photo}.jpg` });
    expect(after.latest[0].reviewNo).toBe(pending.reviewNo);
    const product = await env.DB.prepare('SELECT review_cnt, rating_avg FROM products WHERE inm_prd_no = ?').bind(TONER.inmPrdNo).first();
    expect(product).toEqual({ review_cnt: after.reviewCnt, rating_avg: after.ratingAvg });

    const dryPhotos = await list({ skinTypes: ['DRY'], photoOnly: true });
    expect(dryPhotos.items.map((item) => item.reviewNo)).toEqual([pending.reviewNo]);
    expect(dryPhotos.items[0]).toMatchObject({ rewardedYn: 'Y', images: [`/uploads/review/${photo}.jpg`] });
    const concerned = await list({ skinConcerns: ['DRYNESS'] });
    expect(concerned.items.map((item) => item.reviewNo)).toContain(dry.reviewNo);
    expect(concerned.items.every((item) => item.skinTypeCd === 'DRY')).toBe(true);
  });

  it('sorts by rating both ways and filters by rating', async () => {
    await written(1);
    await written(5);
    const high = await list({ sort: 'RATING_HIGH' });
    const low = await list({ sort: 'RATING_LOW' });
    expect(high.items[0].rating).toBe(5);
    expect(low.items[0].rating).toBe(1);
    const ones = await list({ ratings: [1] });
    expect(ones.items.length).toBeGreaterThan(0);
    expect(ones.items.every((item) => item.rating === 1)).toBe(true);
  });

  it('marks a review helpful once per member, takes it back on a second press, and refuses one’s own', async () => {
    const target = await written(4);
    const reader = await deliveredLine(TONER.option);
    expect(await okData(review('toggleHelpful', { reviewNo: target.reviewNo }, reader.token, 'dp'))).toEqual({
      reviewNo: target.reviewNo,
      helpfulCnt: 1,
      helpedYn: 'Y',
    });
    const seen = await list({ sort: 'HELPFUL' }, reader.token);
    expect(seen.items.find((item) => item.reviewNo === target.reviewNo)).toMatchObject({ helpfulCnt: 1, helpedYn: 'Y', mineYn: 'N' });
    expect(await okData(review('toggleHelpful', { reviewNo: target.reviewNo }, reader.token, 'dp'))).toEqual({
      reviewNo: target.reviewNo,
      helpfulCnt: 0,
      helpedYn: 'N',
    });
    await expectJson(await review('toggleHelpful', { reviewNo: target.reviewNo }, target.token, 'dp'), 409, refusal('REVIEW_OWN'));
    await expectJson(await review('toggleHelpful', { reviewNo: target.reviewNo }, undefined, 'dp'), 401, {
      code: 'LOGIN_REQUIRED',
      message: '로그인이 필요합니다.',
    });
  });

  it('shows the shop’s reply under the review and tells the writer', async () => {
    const target = await written(5);
    await okData(callOps('reviews/reply', { reviewNo: target.reviewNo, reply: '소중한 리뷰 감사합니다. 앞으로도 좋은 제품으로 보답하겠습니다.' }));
    const found = (await list({ sort: 'LATEST' })).items.find((item) => item.reviewNo === target.reviewNo);
    expect(found?.reply).toBe('소중한 리뷰 감사합니다. 앞으로도 좋은 제품으로 보답하겠습니다.');
    const inbox = await env.DB.prepare('SELECT title, link FROM inbox_messages WHERE incs_no = ? ORDER BY id DESC').bind(target.incsNo).first();
    expect(inbox).toEqual({ title: '리뷰에 답변이 등록되었습니다', link: `/kr/ko/cu/mypage/review/view/${target.reviewNo}` });
  });

  it('takes the points back when the reviewed line is refunded by a return', async () => {
    const target = await written(5);
    await refundOrder(env.DB, env, {
      ordNo: target.ordNo,
      lines: [{ ordLineNo: target.orderLineId, qty: 1 }],
      reason: '반품',
      idempotencyKey: `review-${target.ordNo}`,
    });
    expect(await pointsOf(target.incsNo)).toEqual({
      rmnPt: 0,
      lines: [
        { reason: 'REVIEW', delta: 100 },
        { reason: 'REVIEW_CLAWBACK', delta: -100 },
      ],
    });
    const after = await env.DB.prepare('SELECT status, reward_pt FROM product_reviews WHERE review_no = ?').bind(target.reviewNo).first();
    expect(after).toEqual({ status: 'PUBLISHED', reward_pt: 0 });
  });
});
