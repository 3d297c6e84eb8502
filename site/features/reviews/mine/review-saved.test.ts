import { describe, expect, test } from 'vitest';
import { savedNotice } from './review-saved';

describe('the saved review’s notice', () => {
  test('a published review that earned points names them with the monthly maximum', () => {
    expect(savedNotice('write', { reviewNo: 7, status: 'PUBLISHED', rewardPt: 100 }, 2000)).toEqual({
      title: '리뷰가 등록되었습니다.',
      text: '리뷰 포인트 100P가 적립되었습니다. (리뷰 포인트는 한 달에 최대 2,000P까지 적립됩니다)',
    });
  });

  test('a photo review waits for the content team; a change without points says it is published', () => {
    expect(savedNotice('write', { reviewNo: 7, status: 'PENDING', rewardPt: 0 }, 2000)).toEqual({
      title: '리뷰가 등록되었습니다.',
      text: '검수 후 게시됩니다. (검수 중)',
    });
    expect(savedNotice('modify', { reviewNo: 7, status: 'PUBLISHED', rewardPt: 0 }, 2000)).toEqual({
      title: '리뷰가 수정되었습니다.',
      text: '리뷰가 게시되었습니다.',
    });
  });
});
