/**
 * The upload calls' routes (schema-free; contracts at the end of `upload-calls.ts`, ADR 019): one
 * file as the raw body, or a posting's video in parts. `:use` is the use as URLs spell it
 * (`review`, `posting-video`: `useSlug` in shared/uploads/upload-rules.ts).
 */
import { memberRoute, sentAs, typedRoutes } from './contract';
import type * as S from './upload-calls';

const BASE = '/cm/upload/v1/:use';

export const UPLOAD_ROUTES = typedRoutes<typeof S>()({
  uploadFile: sentAs('bytes', memberRoute('POST', BASE)),
  /** A video in parts: declare its size, send each part, then complete. */
  startUploadParts: memberRoute('POST', `${BASE}/parts`),
  uploadPart: sentAs('bytes', memberRoute('PUT', `${BASE}/parts/:uploadId/:partNumber`)),
  completeUploadParts: memberRoute('POST', `${BASE}/parts/:uploadId/complete`),
});
