/**
 * The upload calls (ADR 019, ADR 024): a logged-in member sends one file as the raw body and gets
 * back its id, which the form saves with its record (a review, an inquiry, a posting); a posting's
 * video goes in parts. The worker checks the bytes themselves, so no schema reads a file.
 */
import { z } from 'zod';
import { contractsNamed } from './contract';
import * as S from './upload-calls';
import { UPLOAD_ROUTES as R } from './upload-routes';

/** A received file, held in quarantine until a record saves it. */
export const UploadedFileSchema = z.object({
  uploadId: z.string(),
  /** Its type as its first bytes tell it, never as the browser named it. */
  mime: z.string(),
  ext: z.string(),
  bytes: z.number().int(),
});
export type UploadedFile = z.infer<typeof UploadedFileSchema>;

export const UploadFileResponseSchema = z.object({ data: UploadedFileSchema });

export const StartUploadPartsRequestSchema = z.object({
  /** The whole video's size; the parts must add up to it. */
  bytes: z.number({ error: '파일 크기를 알 수 없습니다. 다시 시도해 주세요.' }).int().positive('올릴 파일이 비어 있습니다.'),
});
export const StartUploadPartsResponseSchema = z.object({
  data: z.object({
    uploadId: z.string(),
    /** Every part but the last is this long. */
    partBytes: z.number().int(),
    partCount: z.number().int(),
  }),
});

/** How many parts have arrived so far. */
export const UploadPartResponseSchema = z.object({ data: z.object({ received: z.number().int() }) });

export const CompleteUploadPartsResponseSchema = UploadFileResponseSchema;

/** Refusals every call answers: an unknown use, a posting's file from a non-editor. */
const USE_ERRORS = ['UPLOAD_USE_UNKNOWN', 'POSTING_NOT_EDITOR'] as const;
/** Refusals of a call that takes bytes. */
const BYTES_ERRORS = [
  'UPLOAD_LENGTH_REQUIRED',
  'UPLOAD_EMPTY',
  'UPLOAD_TOO_LARGE',
  'UPLOAD_TYPE_REFUSED',
  'UPLOAD_THROTTLED',
  'UPLOAD_QUOTA_EXCEEDED',
] as const;

export const UPLOAD_CONTRACTS = contractsNamed(S, R, {
  uploadFile: {
    summary:
      '파일 한 개 올리기: 본문이 파일 그대로이고 Content-Length가 있어야 합니다. 형식은 파일 앞부분으로 판단하고, 답의 uploadId를 후기·문의·포스팅을 저장할 때 보냅니다. 한 시간 100번, 하루 용량 제한',
    errors: [...USE_ERRORS, ...BYTES_ERRORS],
  },
  startUploadParts: {
    summary: '동영상 나눠 올리기 시작: 전체 크기를 알리면 조각 크기와 개수를 답합니다. 하루 용량을 넘을 동영상은 여기서 거절합니다',
    errors: [...USE_ERRORS, 'UPLOAD_EMPTY', 'UPLOAD_TOO_LARGE', 'UPLOAD_THROTTLED', 'UPLOAD_QUOTA_EXCEEDED'],
  },
  uploadPart: {
    summary: '동영상 조각 하나 올리기 (1번부터): 본문이 조각 그대로이고, 첫 조각의 앞부분으로 형식을 판단합니다',
    errors: [...USE_ERRORS, ...BYTES_ERRORS, 'UPLOAD_NOT_FOUND', 'UPLOAD_PART_REFUSED'],
  },
  completeUploadParts: {
    summary: '동영상 조각 합치기: 모든 조각이 왔으면 올린 파일 한 개가 됩니다',
    errors: [...USE_ERRORS, 'UPLOAD_NOT_FOUND', 'UPLOAD_PARTS_MISSING'],
  },
});
