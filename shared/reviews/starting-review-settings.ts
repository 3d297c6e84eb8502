/**
 * The review settings a new shop starts with, as the migration that creates them writes them
 * (edge/migrations/0020_review_rewards.sql); operators change them in the console. Seeded copy that
 * states a reward or the writing window takes it from here, so no page promises what the review
 * screen does not give.
 */
export const STARTING_REVIEW_SETTINGS = {
  textRewardPt: 100,
  photoRewardPt: 300,
  monthlyMaxPt: 2000,
  /** Days after delivery a line may be reviewed. */
  writeDays: 90,
} as const;
