/** The review rules an operator changes in D1 without a deploy (migrations/0020_review_rewards.sql). */

export interface ReviewSettings {
  textRewardPt: number;
  photoRewardPt: number;
  monthlyMaxPt: number;
  writeDays: number;
}

export async function readReviewSettings(db: D1Database): Promise<ReviewSettings> {
  const row = await db
    .prepare(
      `SELECT text_reward_pt AS textRewardPt, photo_reward_pt AS photoRewardPt, monthly_max_pt AS monthlyMaxPt, write_days AS writeDays
         FROM review_settings WHERE id = 1`,
    )
    .first<ReviewSettings>();
  if (!row) throw new Error('review_settings has no row: apply migrations/0020_review_rewards.sql');
  return row;
}
