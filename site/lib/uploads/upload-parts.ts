/**
 * Sending a video in parts (ADR 024): the worker is told the size, each part goes as its own
 * request (streamed into an R2 multipart upload there), then the parts are put together. A part
 * that fails on the network is tried again twice before the shopper is told.
 */
import { useSlug, type UploadUse } from '#shared/uploads/upload-rules';
import { UPLOAD_ROUTES } from '#shared/schemas/upload-routes';
import { ApiError, callApi } from '#lib/api-client';
import type { UploadedFile } from './upload-client';

async function withRetry<T>(send: () => Promise<T>, tries = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await send();
    } catch (error) {
      // Only a dropped connection is worth repeating; a refusal would be refused again.
      if (attempt >= tries || !(error instanceof ApiError) || error.status !== 0) throw error;
    }
  }
}

/** Uploads `file` for `use` in parts; `onProgress` hears the share sent so far (0 to 1). */
export async function uploadInParts(use: UploadUse, file: Blob, onProgress: (share: number) => void = () => undefined): Promise<UploadedFile> {
  const slug = useSlug(use);
  const plan = (await callApi(UPLOAD_ROUTES.startUploadParts, { bytes: file.size }, { params: { use: slug } })).data;
  const upload = { use: slug, uploadId: plan.uploadId };
  onProgress(0);
  for (let part = 1; part <= plan.partCount; part += 1) {
    const chunk = file.slice((part - 1) * plan.partBytes, part * plan.partBytes);
    await withRetry(() => callApi(UPLOAD_ROUTES.uploadPart, chunk, { params: { ...upload, partNumber: part } }));
    onProgress(part / plan.partCount);
  }
  return (await callApi(UPLOAD_ROUTES.completeUploadParts, undefined, { params: upload })).data;
}
