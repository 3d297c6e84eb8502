/** The posting form's field rules (ADR 014): the gateway's schema and the screen call the same functions. */
import { formatNumber } from '../format';
import { POSTING_BODY_MAX, POSTING_TITLE_MAX, POSTING_TOPICS } from '../postings/posting-rules';

export const MEDIA_REQUIRED_MESSAGE = '이미지나 동영상을 하나 올려 주세요.';
export const IMAGES_OR_VIDEO_MESSAGE = '이미지와 동영상은 함께 올릴 수 없습니다. 하나를 골라 주세요.';

export function postingTitleProblem(title: string): string | null {
  const length = title.trim().length;
  if (length === 0) return '제목을 입력해 주세요.';
  return length > POSTING_TITLE_MAX ? `제목은 ${POSTING_TITLE_MAX}자까지 입력할 수 있습니다. (현재 ${length}자)` : null;
}

export function postingTopicProblem(topic: string): string | null {
  return (POSTING_TOPICS as readonly string[]).includes(topic) ? null : '주제를 선택해 주세요.';
}

export function postingBodyProblem(body: string): string | null {
  const length = body.trim().length;
  return length > POSTING_BODY_MAX ? `본문은 ${formatNumber(POSTING_BODY_MAX)}자까지 입력할 수 있습니다. (현재 ${formatNumber(length)}자)` : null;
}

/** One image or video is required; images and a video do not mix. */
export function postingMediaProblem(images: number, videos: number): string | null {
  if (images + videos === 0) return MEDIA_REQUIRED_MESSAGE;
  if (videos > 1) return '동영상은 1개만 올릴 수 있습니다.';
  return images > 0 && videos > 0 ? IMAGES_OR_VIDEO_MESSAGE : null;
}
