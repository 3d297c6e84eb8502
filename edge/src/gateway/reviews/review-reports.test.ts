import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectJson } from '#edge/testing/gateway-call';
import { auditTrail } from '#edge/testing/ops-call';
import { okData } from '../cart/cart-test-support';
import { callOps } from '#edge/testing/ops-call';
import { TONER, deliveredLine, pointsOf, review, writtenReview, seedReviewCatalog } from './review-test-support';

interface Queued {
  reviewNo: number;
  status: string;
  openReportCnt: number;
  reportReasons: { reasonCd: string; cnt: number }[];
}
const reported = async () => okData<Queued[]>(callOps('reviews/list', { reported: true }));
const shown = async () =>
  (await okData<{ items: { reviewNo: number }[] }>(review('getReviewList', { inmPrdNo: TONER.inmPrdNo, sort: 'LATEST' }, undefined, 'dp'))).items.map(
    (item) => item.reviewNo,
  );
const summaryCnt = async () =>
  (await okData<{ reviewCnt: number }[]>(review('getReviewSummary', { inmPrdNoList: [TONER.inmPrdNo] }, undefined, 'dp')))[0].reviewCnt;
const toReview = async () => (await okData<{ reviewCnt: number }>(callOps('today', {}))).reviewCnt;

/** A new member (with a delivered line, so a shopper of the shop) reports the review. */
async function reportedBy(reviewNo: number, reasonCd: string) {
  const reporter = await deliveredLine(TONER.option);
  expect(await okData(review('reportReview', { reviewNo, reasonCd }, reporter.token, 'dp'))).toEqual({
    message: '신고가 접수되었습니다. 운영팀이 확인하겠습니다.',
  });
}

beforeAll(seedReviewCatalog);

describe('shoppers’ reports of a review', () => {
  it('never hide it: it stays on the product page, in the operators’ queue with the count and reasons, until they decide', async () => {
    const target = await writtenReview(TONER.option, 2);
    const [cntBefore, queueBefore] = [await summaryCnt(), await toReview()];
    for (const reasonCd of ['AD', 'AD', 'ABUSE', 'AD', 'ABUSE']) await reportedBy(target.reviewNo, reasonCd);

    expect(await env.DB.prepare('SELECT status, report_cnt FROM product_reviews WHERE review_no = ?').bind(target.reviewNo).first()).toEqual({
      status: 'PUBLISHED',
      report_cnt: 5,
    });
    expect(await shown()).toContain(target.reviewNo);
    expect(await summaryCnt()).toBe(cntBefore);
    expect((await reported()).find((item) => item.reviewNo === target.reviewNo)).toEqual(
      expect.objectContaining({
        status: 'PUBLISHED',
        openReportCnt: 5,
        reportReasons: [
          { reasonCd: 'AD', cnt: 3 },
          { reasonCd: 'ABUSE', cnt: 2 },
        ],
      }),
    );
    expect(await toReview()).toBe(queueBefore + 1);

    // 유지: the reports are closed, the review stays, and the log keeps the decision.
    const kept = await okData<{ status: string; openReportCnt: number }>(callOps('reviews/moderate', { reviewNo: target.reviewNo, action: 'KEEP' }));
    expect(kept).toMatchObject({ status: 'PUBLISHED', openReportCnt: 0 });
    expect((await reported()).map((item) => item.reviewNo)).not.toContain(target.reviewNo);
    expect(await toReview()).toBe(queueBefore);
    expect(await shown()).toContain(target.reviewNo);
    expect((await auditTrail(`review:${target.reviewNo}`)).at(-1)).toEqual({
      action: '/v1/reviews/moderate',
      before: JSON.stringify({ status: 'PUBLISHED', reward_pt: 100, open_report_cnt: 5 }),
      after: JSON.stringify({ status: 'PUBLISHED', reward_pt: 100, open_report_cnt: 0 }),
    });
    await expectJson(await callOps('reviews/moderate', { reviewNo: target.reviewNo, action: 'KEEP' }), 409, {
      code: 'REVIEW_NO_OPEN_REPORTS',
      message: '확인할 신고가 없는 리뷰입니다. 목록을 새로고침해 주세요.',
    });

    // A new report puts it back in the queue; 블라인드 hides it, takes its points back and closes the reports.
    await reportedBy(target.reviewNo, 'PRIVACY');
    expect((await reported()).find((item) => item.reviewNo === target.reviewNo)).toMatchObject({
      openReportCnt: 1,
      reportReasons: [{ reasonCd: 'PRIVACY', cnt: 1 }],
    });
    const blinded = await okData<{ status: string; openReportCnt: number }>(
      callOps('reviews/moderate', { reviewNo: target.reviewNo, action: 'BLIND', reason: '개인정보 노출' }),
    );
    expect(blinded).toMatchObject({ status: 'BLINDED', openReportCnt: 0 });
    expect(await shown()).not.toContain(target.reviewNo);
    expect((await reported()).map((item) => item.reviewNo)).not.toContain(target.reviewNo);
    expect(await pointsOf(target.incsNo)).toEqual({
      rmnPt: 0,
      lines: [
        { reason: 'REVIEW', delta: 100 },
        { reason: 'REVIEW_CLAWBACK', delta: -100 },
      ],
    });
    const restored = await okData<{ status: string; rewardPtPaid: number }>(callOps('reviews/moderate', { reviewNo: target.reviewNo, action: 'RESTORE' }));
    expect(restored).toMatchObject({ status: 'PUBLISHED', rewardPtPaid: 0 });
  });

  it('are taken once per member, never on one’s own review, and only by a logged-in member', async () => {
    const target = await writtenReview(TONER.option, 4);
    const reporter = await deliveredLine(TONER.option);
    await okData(review('reportReview', { reviewNo: target.reviewNo, reasonCd: 'AD' }, reporter.token, 'dp'));
    await expectJson(await review('reportReview', { reviewNo: target.reviewNo, reasonCd: 'AD' }, reporter.token, 'dp'), 409, {
      code: 'REVIEW_ALREADY_REPORTED',
      message: expect.any(String),
    });
    expect((await review('reportReview', { reviewNo: target.reviewNo, reasonCd: 'AD' }, target.token, 'dp')).status).toBe(409);
    expect((await review('reportReview', { reviewNo: target.reviewNo, reasonCd: 'AD' }, undefined, 'dp')).status).toBe(401);
  });
});
