/**
 * One video for a form (a posting's video of up to 50MB, ADR 024): checked for type and size
 * before a byte is sent, uploaded in parts with its progress shown, previewed, and removable. The
 * form sends the upload id with its record; a video already on the record stays until removed.
 */
import { useState } from 'react';
import { uploadRules, type UploadUse } from '#shared/uploads/upload-rules';
import { ErrorNote } from '#components/ui/Notes.tsx';
import { checkBeforeUpload } from '#lib/uploads/upload-client';
import { uploadInParts } from '#lib/uploads/upload-parts';
import { messageOf } from './message-of';
import './photo-picker.css';

export interface Video {
  /** A public path (kept) or an object URL (new). */
  url: string;
  uploadId?: string;
}

interface Props {
  use: UploadUse;
  video: Video | null;
  onChange: (video: Video | null) => void;
  /** The field's message from the form (e.g. "이미지나 동영상을 하나 올려 주세요."). */
  error?: string;
}

export function VideoPicker({ use, video, onChange, error }: Props) {
  const rule = uploadRules()[use];
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function pick(file: File | undefined) {
    if (!file) return;
    setProblem(null);
    const refused = checkBeforeUpload(use, file);
    if (refused) return setProblem(refused);
    setProgress(0);
    try {
      const uploaded = await uploadInParts(use, file, setProgress);
      onChange({ url: URL.createObjectURL(file), uploadId: uploaded.uploadId });
    } catch (failure) {
      setProblem(messageOf(failure, '동영상을 올리지 못했습니다. 다시 시도해 주세요.'));
    } finally {
      setProgress(null);
    }
  }

  return (
    <fieldset className="ui-photos" aria-busy={progress !== null || undefined}>
      <legend>
        동영상 <span className="ui-photos__hint">(1개 · {rule.label} 이하)</span>
      </legend>
      {video ? (
        <div className="ui-video">
          <video src={video.url} controls preload="metadata" playsInline aria-label="올린 동영상" />
          <button type="button" className="button" onClick={() => onChange(null)}>
            동영상 삭제
          </button>
        </div>
      ) : (
        <label className="ui-photos__add ui-photos__add--wide">
          <span>동영상 선택</span>
          <input type="file" accept={rule.types.join(',')} disabled={progress !== null} onChange={(event) => void pick(event.target.files?.[0])} />
        </label>
      )}
      {progress !== null && (
        <p className="ui-video__progress" role="status">
          동영상을 올리고 있습니다. <progress max={100} value={Math.round(progress * 100)} aria-label="동영상 올리기 진행률" /> {Math.round(progress * 100)}%
        </p>
      )}
      {(problem ?? error) && <ErrorNote>{problem ?? error}</ErrorNote>}
    </fieldset>
  );
}
