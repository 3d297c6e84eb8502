/**
 * The automatic checks a review goes through before it is published (ADR 020), the ones large
 * Korean shops run: runs of one character (도배), contact details, links, and text copied from
 * another review. A finding holds the review for an operator with the reason; nothing is refused,
 * so the shopper's text is never lost.
 */

/** Eight or more of one character in a row ("ㅋㅋㅋㅋㅋㅋㅋㅋ" is a laugh; more is 도배). */
const REPEATED = /(.)\1{7,}/u;
/** Korean mobile and landline numbers, with or without separators. */
const PHONE = /(?:01[016789]|0[2-6]\d?)[\s.-]?\d{3,4}[\s.-]?\d{4}/;
const EMAIL = /[\w.+-]+@[\w-]+\.[\w.]+/;
const MESSENGER = /카톡\s*아이디|카카오톡\s*아이디|오픈\s*채팅|텔레그램|라인\s*아이디|kakao\s*id/i;
const LINK = /https?:\/\/|www\.|\b[\w-]+\.(?:com|net|kr|co\.kr|me|ly|io|shop)\b/i;

/** The text as compared for copies: no spaces, no punctuation, lower case. */
export function comparable(text: string): string {
  return text.toLowerCase().replace(/[\s\p{P}\p{S}]/gu, '');
}

/** Why `content` must wait for an operator, or null when it may be published. */
export function contentFinding(content: string): string | null {
  if (REPEATED.test(content)) return '같은 글자 반복';
  if (PHONE.test(content) || EMAIL.test(content) || MESSENGER.test(content)) return '연락처 포함';
  if (LINK.test(content)) return '링크 포함';
  return null;
}

/** `content`'s finding, or a copy of another live review on the same product or by the same writer. */
export async function reviewFinding(
  db: D1Database,
  content: string,
  scope: { inmPrdNo: string; incsNo: number; exceptReviewNo?: number },
): Promise<string | null> {
  const finding = contentFinding(content);
  if (finding) return finding;
  // The latest 500 of the product's and the writer's live reviews: a copy is nearly always recent.
  const { results } = await db
    .prepare(
      `SELECT content FROM product_reviews
       WHERE (inm_prd_no = ?1 OR incs_no = ?2) AND review_no <> ?3 AND status IN ('PUBLISHED', 'PENDING', 'HELD')
       ORDER BY created_at DESC LIMIT 500`,
    )
    .bind(scope.inmPrdNo, scope.incsNo, scope.exceptReviewNo ?? 0)
    .all<{ content: string }>();
  const mine = comparable(content);
  return results.some((row) => comparable(row.content) === mine) ? '다른 리뷰와 같은 내용' : null;
}
