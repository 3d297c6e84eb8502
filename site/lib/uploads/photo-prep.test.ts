import { describe, expect, it } from 'vitest';
import { encodingFor, fitWithin, MAX_EDGE } from './photo-prep';
import { checkBeforeUpload } from './upload-client';

describe('photo preparation', () => {
  it('shrinks the long edge to 2048 px and keeps the proportions; small photos stay', () => {
    expect(fitWithin(4032, 3024)).toEqual({ width: MAX_EDGE, height: 1536 });
    expect(fitWithin(3024, 4032)).toEqual({ width: 1536, height: MAX_EDGE });
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
  });

  it('redraws photos as JPEG, PNG as PNG, and leaves GIF animations alone', () => {
    expect(encodingFor('image/jpeg')).toBe('image/jpeg');
    expect(encodingFor('image/heic')).toBe('image/jpeg');
    expect(encodingFor('image/webp')).toBe('image/jpeg');
    expect(encodingFor('image/png')).toBe('image/png');
    expect(encodingFor('image/gif')).toBeNull();
  });

  it('says before sending when a file cannot go', () => {
    expect(checkBeforeUpload('INQUIRY', new Blob(['x'], { type: 'image/webp' }))).toBe(
      '올릴 수 없는 파일 형식입니다. 이미지(JPG, PNG, GIF)만 올릴 수 있습니다.',
    );
    expect(checkBeforeUpload('REVIEW', new Blob([new Uint8Array(2 * 1024 * 1024)], { type: 'image/jpeg' }), 1)).toBe(
      '파일은 이미지(JPG, PNG, GIF, WEBP) 1MB 이하만 올릴 수 있습니다.',
    );
    expect(checkBeforeUpload('REVIEW', new Blob([], { type: 'image/png' }))).toBe('비어 있는 파일은 올릴 수 없습니다.');
    expect(checkBeforeUpload('REVIEW', new Blob(['x'], { type: 'image/png' }))).toBeNull();
  });
});
