/**
 * What the grade guide tells a member about the next grade. A grade is decided on the 1st of each
 * month from the last six months, so the member's grade and today's six-month amount can disagree:
 * the next grade is the one above the grade the member holds, never the one they hold.
 */
import type { ClubGrade } from '#shared/schemas/club-calls';
import { formatWon } from '#shared/format';

export interface Standing {
  gradeCode: string;
  purchaseAmt6m: number;
}

/** The sentence after "나의 등급은 …입니다.": the amount, and the next grade's distance or that this is the top. */
export function nextGradeSentence(grades: readonly ClubGrade[], me: Standing): string {
  const ranked = [...grades].sort((a, b) => a.minPurchaseAmt - b.minPurchaseAmt);
  const held = ranked.findIndex((grade) => grade.code === me.gradeCode);
  const next = held >= 0 ? ranked[held + 1] : ranked.find((grade) => grade.minPurchaseAmt > me.purchaseAmt6m);
  const amount = `최근 6개월 구매 금액은 ${formatWon(me.purchaseAmt6m)}입니다.`;
  if (!next) return `${amount} 가장 높은 등급입니다.`;
  const remaining = next.minPurchaseAmt - me.purchaseAmt6m;
  if (remaining <= 0) return `${amount} ${next.name} 등급 기준을 채웠습니다. 등급은 매월 1일에 바뀝니다.`;
  return `${amount} ${next.name} 등급까지 ${formatWon(remaining)} 남았습니다.`;
}
