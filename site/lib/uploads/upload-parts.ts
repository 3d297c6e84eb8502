/**
 * Sending a video in parts (ADR 024): the worker is told the size, each part goes as its own
 * request (streamed into an R2 multipart upload there), then the parts are put together. A part
 * that fails on the network is tried again twice before the shopper is told.
 */
import { useSlug, type UploadUse } from '#shared/uploads/upload-rules';
import { apiRequest, ApiError } from '#lib/api-client';
import type { UploadedFile } from './upload-client';

interface Plan {
  uploadId: string;
  partBytes: number;
  partCount: number;
}

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
  const base = `/cm/upload/v1/${useSlug(use)}/parts`;
  const plan = (await apiRequest<{ data: Plan }>(base, { method: 'POST', body: { bytes: file.size } })).data;
  onProgress(0);
  for (let part = 1; part <= plan.partCount; part += 1) {
    const chunk = file.slice((part - 1) * plan.partBytes, part * plan.partBytes);
    await withRetry(() => apiRequest(`${base}/${plan.uploadId}/${part}`, { method: 'PUT', body: chunk }));
    onProgress(part / plan.partCount);
  }
  return (await apiRequest<{ data: UploadedFile }>(`${base}/${plan.uploadId}/complete`, { method: 'POST', body: {} })).data;
}
