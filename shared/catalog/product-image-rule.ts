/**
 * What a product photo may be: JPG, PNG or WebP up to 10MB, checked by the console
 * before sending and by the worker by its bytes (ADR 019). No GIF: a product page shows stills.
 */
import type { UploadRule } from '../uploads/upload-rules';

export const PRODUCT_IMAGE_RULE: UploadRule = {
  types: ['image/jpeg', 'image/png', 'image/webp'],
  maxBytes: 10 * 1024 * 1024,
  maxFiles: 20,
  label: '이미지(JPG, PNG, WEBP) 10MB',
};
