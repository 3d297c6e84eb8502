/**
 * A form's photos (ADR 019; reviews, 1:1 inquiries): up to the use's number, each redrawn in the
 * browser (smaller, without its location data) and uploaded at once to quarantine; the form sends
 * the upload ids with its record. Photos already on the record stay until removed.
 */
import { useState } from 'react';
import { uploadRules, type UploadUse } from '#shared/uploads/upload-rules';
import { ErrorNote, StatusNote } from '#components/ui/Notes.tsx';
import { checkBeforeUpload, uploadFile } from '#lib/uploads/upload-client';
import { preparePhoto } from '#lib/uploads/photo-prep';
import { messageOf } from './message-of';
import './photo-picker.css';

export interface Photo {
  /** A public path (kept) or an object URL (new). */
  url: string;
  /** Set for a photo uploaded in this form. */
  uploadId?: string;
}

interface Props {
  use: UploadUse;
  photos: readonly Photo[];
  onChange: (photos: Photo[]) => void;
  /** The review limit from configuration; other uses have fixed ones. */
  imageMaxMb?: number;
  /** Photos the record cannot do without (a posting's): the legend drops "선택". */
  required?: boolean;
  /** The field's message from the form. */
  error?: string;
}

export function PhotoPicker({ use, photos, onChange, imageMaxMb, required = false, error }: Props) {
  const rule = uploadRules(imageMaxMb)[use];
  const most = rule.maxFiles;
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function add(files: FileList | null) {
    if (!files || files.length === 0) return;
    setProblem(null);
    const room = most - photos.length;
    if (files.length > room) setProblem(`사진은 ${most}장까지 올릴 수 있습니다.`);
    setBusy(true);
    const added: Photo[] = [];
    try {
      for (const file of [...files].slice(0, Math.max(0, room))) {
        const blob = await preparePhoto(file);
        const refused = checkBeforeUpload(use, blob, imageMaxMb);
        if (refused) {
          setProblem(refused);
          continue;
        }
        const uploaded = await uploadFile(use, blob);
        added.push({ url: URL.createObjectURL(blob), uploadId: uploaded.uploadId });
      }
    } catch (error) {
      setProblem(messageOf(error, '사진을 올리지 못했습니다. 다시 시도해 주세요.'));
    } finally {
      setBusy(false);
      onChange([...photos, ...added]);
    }
  }

  return (
    <fieldset className="ui-photos" aria-busy={busy || undefined}>
      <legend>
        사진{' '}
        <span className="ui-photos__hint">
          ({required ? '' : '선택, '}
          {most}장까지 · {rule.label} 이하)
        </span>
      </legend>
      <ul className="ui-photos__list">
        {photos.map((photo, index) => (
          <li key={photo.url}>
            <img src={photo.url} alt={`올린 사진 ${index + 1}`} width={80} height={80} />
            <button type="button" className="ui-photos__remove" onClick={() => onChange(photos.filter((other) => other !== photo))}>
              사진 {index + 1} 삭제
            </button>
          </li>
        ))}
        {photos.length < most && (
          <li>
            <label className="ui-photos__add">
              <span>사진 추가</span>
              <input type="file" accept={rule.types.join(',')} multiple disabled={busy} onChange={(event) => void add(event.target.files)} />
            </label>
          </li>
        )}
      </ul>
      {busy && <StatusNote busy>사진을 올리고 있습니다.</StatusNote>}
      {(problem ?? error) && <ErrorNote>{problem ?? error}</ErrorNote>}
    </fieldset>
  );
}
