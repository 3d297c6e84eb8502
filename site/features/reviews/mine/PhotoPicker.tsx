/**
 * The review's photos (SPEC §5 "images only, size limit from configuration"): up to five, each
 * redrawn in the browser (smaller, without its location data) and uploaded at once to quarantine;
 * the form sends the upload ids with the review. Photos already on a review stay until removed.
 */
import { useState } from 'react';
import { REVIEW_MAX_PHOTOS } from '#shared/reviews/review-rules';
import { ErrorNote, StatusNote } from '#components/ui/Notes.tsx';
import { checkBeforeUpload, uploadFile } from '#lib/uploads/upload-client';
import { preparePhoto } from '#lib/uploads/photo-prep';
import { ApiError } from '#lib/api-client';

export interface Photo {
  /** A public path (kept) or an object URL (new). */
  url: string;
  /** Set for a photo uploaded in this form. */
  uploadId?: string;
}

interface Props {
  photos: readonly Photo[];
  onChange: (photos: Photo[]) => void;
  imageMaxMb: number;
}

export function PhotoPicker({ photos, onChange, imageMaxMb }: Props) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function add(files: FileList | null) {
    if (!files || files.length === 0) return;
    setProblem(null);
    const room = REVIEW_MAX_PHOTOS - photos.length;
    if (files.length > room) setProblem(`사진은 ${REVIEW_MAX_PHOTOS}장까지 올릴 수 있습니다.`);
    setBusy(true);
    const added: Photo[] = [];
    try {
      for (const file of [...files].slice(0, Math.max(0, room))) {
        const blob = await preparePhoto(file);
        const refused = checkBeforeUpload('REVIEW', blob, imageMaxMb);
        if (refused) {
          setProblem(refused);
          continue;
        }
        const uploaded = await uploadFile('REVIEW', blob);
        added.push({ url: URL.createObjectURL(blob), uploadId: uploaded.uploadId });
      }
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : '사진을 올리지 못했습니다. 다시 시도해 주세요.');
    } finally {
      setBusy(false);
      onChange([...photos, ...added]);
    }
  }

  return (
    <fieldset className="rvw-photos" aria-busy={busy || undefined}>
      <legend>
        사진{' '}
        <span className="rvw-optional">
          (선택, {REVIEW_MAX_PHOTOS}장까지 · 장당 {imageMaxMb}MB 이하 · JPG, PNG, GIF, WEBP)
        </span>
      </legend>
      <ul className="rvw-photos__list">
        {photos.map((photo, index) => (
          <li key={photo.url}>
            <img src={photo.url} alt={`올린 사진 ${index + 1}`} width={80} height={80} />
            <button type="button" className="rvw-photos__remove" onClick={() => onChange(photos.filter((other) => other !== photo))}>
              사진 {index + 1} 삭제
            </button>
          </li>
        ))}
        {photos.length < REVIEW_MAX_PHOTOS && (
          <li>
            <label className="rvw-photos__add">
              <span>사진 추가</span>
              <input
                type="file"
                accept="image/jpeg,image/png,image/gif,image/webp"
                multiple
                disabled={busy}
                onChange={(event) => void add(event.target.files)}
              />
            </label>
          </li>
        )}
      </ul>
      {busy && <StatusNote busy>사진을 올리고 있습니다.</StatusNote>}
      {problem && <ErrorNote>{problem}</ErrorNote>}
    </fieldset>
  );
}
