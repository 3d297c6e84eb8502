/**
 * What each use of the upload module accepts (ADR 019), schema-free so the
 * browser checks a file before sending it and the worker checks it again by its bytes.
 */

export const UPLOAD_USES = ['REVIEW', 'INQUIRY', 'POSTING_IMAGE', 'POSTING_VIDEO'] as const;
export type UploadUse = (typeof UPLOAD_USES)[number];

/** A use as URLs spell it: `POSTING_IMAGE` → `posting-image` (upload path, public path). */
export function useSlug(use: UploadUse): string {
  return use.toLowerCase().replace('_', '-');
}

/** The use a URL segment names, or null. */
export function useOfSlug(slug: string): UploadUse | null {
  return UPLOAD_USES.find((use) => useSlug(use) === slug) ?? null;
}

const MB = 1024 * 1024;
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

export interface UploadRule {
  /** Types by magic bytes; never SVG or HTML, which a browser would run. */
  types: readonly string[];
  maxBytes: number;
  /** Files one record may hold. */
  maxFiles: number;
  /** How the limit reads in a message. */
  label: string;
  /** Set for uses sent in parts (R2 multipart): every part but the last is this long. */
  partBytes?: number;
}

/** The rules; the review image limit comes from configuration (`REVIEW_IMAGE_MAX_MB`). */
export function uploadRules(reviewImageMaxMb = 10): Readonly<Record<UploadUse, UploadRule>> {
  return {
    REVIEW: { types: PHOTO_TYPES, maxBytes: reviewImageMaxMb * MB, maxFiles: 5, label: `이미지(JPG, PNG, GIF, WEBP) ${reviewImageMaxMb}MB` },
    // Inquiries: up to 10 images of 10MB, JPG, PNG or GIF only.
    INQUIRY: { types: ['image/jpeg', 'image/png', 'image/gif'], maxBytes: 10 * MB, maxFiles: 10, label: '이미지(JPG, PNG, GIF) 10MB' },
    // Postings: images at most 10MB, videos at most 50MB.
    POSTING_IMAGE: { types: PHOTO_TYPES, maxBytes: 10 * MB, maxFiles: 10, label: '이미지(JPG, PNG, GIF, WEBP) 10MB' },
    POSTING_VIDEO: {
      types: ['video/mp4', 'video/quicktime', 'video/webm'],
      maxBytes: 50 * MB,
      maxFiles: 1,
      label: '동영상(MP4, MOV, WEBM) 50MB',
      // R2's smallest part but the last is 5 MiB: a 50MB video goes in ten requests.
      partBytes: 5 * MB,
    },
  };
}

/** The Korean message for a file over its use's size. */
export function tooLargeMessage(rule: UploadRule): string {
  return `파일은 ${rule.label} 이하만 올릴 수 있습니다.`;
}

/** The Korean message for a file of a type its use does not take. */
export function wrongTypeMessage(rule: UploadRule): string {
  return `올릴 수 없는 파일 형식입니다. ${rule.label.replace(/ \d+MB$/, '')}만 올릴 수 있습니다.`;
}
