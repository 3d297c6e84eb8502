import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STARTING_REVIEW_SETTINGS } from './starting-review-settings';
import { seedStatements as campaignSeed } from '#shared/seeds/campaign';
import { seedStatements as supportSeed } from '#shared/seeds/support';

describe('the review settings a shop starts with', () => {
  it('are the ones its migration writes', () => {
    const sql = readFileSync(new URL('../../edge/migrations/0020_review_rewards.sql', import.meta.url), 'utf8');
    const values =
      /INSERT INTO review_settings \(id, text_reward_pt, photo_reward_pt, monthly_max_pt, write_days, report_hold_cnt\) VALUES \(1, (\d+), (\d+), (\d+), (\d+), \d+\)/.exec(
        sql,
      );
    const { textRewardPt, photoRewardPt, monthlyMaxPt, writeDays } = STARTING_REVIEW_SETTINGS;
    expect(values?.slice(1).map(Number)).toEqual([textRewardPt, photoRewardPt, monthlyMaxPt, writeDays]);
  });

  it('are what the seeded event and notice promise, and no other amount', () => {
    const seeded = [...campaignSeed({ now: Date.UTC(2026, 10, 28) }), ...supportSeed({ now: Date.UTC(2026, 10, 28) })].join('\n');
    expect(seeded).toContain('포토 리뷰 작성 시 300P 적립');
    expect(seeded).toContain('배송 완료 후 90일 안에 사진을 담은 리뷰를 남겨 주시면 300 뷰티포인트를 적립해 드립니다.');
    for (const line of ['텍스트 리뷰: 100P', '포토 리뷰: 300P', '한 달 최대 2,000P']) expect(seeded).toContain(line);
    expect(seeded).not.toMatch(/포토 리뷰[^'\n]{0,12}500P/);
  });
});
