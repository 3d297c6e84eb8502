/**
 * Sending one file to the upload module (`UPLOAD_ROUTES.uploadFile`, ADR 019): the rules
 * of its use are checked first so a shopper hears at once why a file cannot go, then the bytes go
 * as the raw body; the answer's id is what the form saves with its record.
 */
import { tooLargeMessage, uploadRules, useSlug, wrongTypeMessage, type UploadUse } from '#shared/uploads/upload-rules';
import type { UploadedFile } from '#shared/schemas/upload-calls';
import { UPLOAD_ROUTES } from '#shared/schemas/upload-routes';
import { callApi } from '#lib/api-client';

export type { UploadedFile };

/** Why `blob` cannot be sent for `use`, or null. The worker decides by the bytes; this only saves a trip. */
export function checkBeforeUpload(use: UploadUse, blob: Blob, reviewImageMaxMb?: number): string | null {
  const rule = uploadRules(reviewImageMaxMb)[use];
  if (blob.type && !rule.types.includes(blob.type)) return wrongTypeMessage(rule);
  if (blob.size > rule.maxBytes) return tooLargeMessage(rule);
  return blob.size === 0 ? '비어 있는 파일은 올릴 수 없습니다.' : null;
}

export async function uploadFile(use: UploadUse, blob: Blob): Promise<UploadedFile> {
  return (await callApi(UPLOAD_ROUTES.uploadFile, blob, { params: { use: useSlug(use) } })).data;
}
