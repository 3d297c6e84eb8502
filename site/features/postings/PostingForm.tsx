/**
 * The posting form (ADR 024, the form recipe of ADR 014): topic and title
 * (both required), the body, images (up to ten) or one video (one of them required), and the
 * products the posting shows.
 */
import { formatNumber } from '#shared/format';
import { POSTING_BODY_MAX, POSTING_TITLE_MAX, POSTING_TOPICS } from '#shared/postings/posting-rules';
import { postingBodyProblem, postingMediaProblem, postingTitleProblem, postingTopicProblem } from '#shared/validation/posting';
import { ErrorNote } from '#components/ui/Notes.tsx';
import { Field, fieldProps } from '#components/ui/form/Field.tsx';
import { useForm } from '#components/ui/form/use-form.ts';
import { PhotoPicker, type Photo } from '#components/ui/PhotoPicker.tsx';
import { VideoPicker, type Video } from '#components/ui/VideoPicker.tsx';
import type { PostingInput } from './posting-api';
import { ProductPicker, type PickedProduct } from './ProductPicker';

export interface PostingValues {
  topic: string;
  title: string;
  body: string;
  mediaKind: 'IMAGE' | 'VIDEO';
  photos: Photo[];
  video: Video | null;
  products: PickedProduct[];
}

export const BLANK_POSTING: PostingValues = { topic: '', title: '', body: '', mediaKind: 'IMAGE', photos: [], video: null, products: [] };

/** What the gateway needs: new uploads by id, kept files by their public paths. */
function inputOf(values: PostingValues): PostingInput {
  const photos = values.mediaKind === 'IMAGE' ? values.photos : [];
  const video = values.mediaKind === 'VIDEO' ? values.video : null;
  return {
    topic: values.topic as PostingInput['topic'],
    title: values.title.trim(),
    body: values.body.trim(),
    imageUploadIds: photos.flatMap((photo) => (photo.uploadId ? [photo.uploadId] : [])),
    videoUploadId: video?.uploadId ?? null,
    keepMedia: [...photos, ...(video ? [video] : [])].filter((file) => !file.uploadId).map((file) => file.url),
    productCodes: values.products.map((product) => product.productCode),
  };
}

const mediaProblem = (values: PostingValues) =>
  values.mediaKind === 'IMAGE' ? postingMediaProblem(values.photos.length, 0) : postingMediaProblem(0, values.video ? 1 : 0);

interface Props {
  initial: PostingValues;
  submitLabel: string;
  onSend: (input: PostingInput) => Promise<void>;
  cancelHref: string;
}

export function PostingForm({ initial, submitLabel, onSend, cancelHref }: Props) {
  const form = useForm<PostingValues>({
    initial,
    rules: { topic: postingTopicProblem, title: postingTitleProblem, body: postingBodyProblem, photos: (_photos, values) => mediaProblem(values) },
    fieldOf: { UPLOAD_NOT_FOUND: 'photos' },
  });
  const { values, errors, setValue } = form;
  return (
    <form
      ref={form.formRef}
      className="ui-form posting-form"
      noValidate
      onSubmit={form.submit((current) => onSend(inputOf(current)))}
      aria-busy={form.busy}
      aria-label="포스팅 작성"
    >
      <Field id="posting-topic" label="주제 (필수)" error={errors.topic}>
        <select {...fieldProps('posting-topic', errors.topic)} value={values.topic} onChange={(event) => setValue('topic', event.target.value)}>
          <option value="">선택해 주세요</option>
          {POSTING_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {topic}
            </option>
          ))}
        </select>
      </Field>
      <Field id="posting-title" label={`제목 (필수, ${POSTING_TITLE_MAX}자까지)`} error={errors.title}>
        <input
          {...fieldProps('posting-title', errors.title)}
          maxLength={POSTING_TITLE_MAX + 10}
          value={values.title}
          onChange={(event) => setValue('title', event.target.value)}
        />
      </Field>
      <Field id="posting-body" label={`본문 (${formatNumber(POSTING_BODY_MAX)}자까지, 빈 줄로 문단을 나눕니다)`} error={errors.body}>
        <textarea {...fieldProps('posting-body', errors.body)} rows={10} value={values.body} onChange={(event) => setValue('body', event.target.value)} />
      </Field>
      <p className="ui-form__counter" aria-live="polite">
        {formatNumber(values.body.trim().length)} / {formatNumber(POSTING_BODY_MAX)}자
      </p>
      <fieldset className="ui-form__choices">
        <legend>이미지 또는 동영상 (필수, 하나를 고르세요)</legend>
        <label>
          <input type="radio" name="mediaKind" checked={values.mediaKind === 'IMAGE'} onChange={() => setValue('mediaKind', 'IMAGE')} /> 이미지
        </label>
        <label>
          <input type="radio" name="mediaKind" checked={values.mediaKind === 'VIDEO'} onChange={() => setValue('mediaKind', 'VIDEO')} /> 동영상
        </label>
      </fieldset>
      {values.mediaKind === 'IMAGE' ? (
        <PhotoPicker use="POSTING_IMAGE" required photos={values.photos} onChange={(photos) => setValue('photos', photos)} error={errors.photos} />
      ) : (
        <VideoPicker use="POSTING_VIDEO" video={values.video} onChange={(video) => setValue('video', video)} error={errors.photos} />
      )}
      <ProductPicker products={values.products} onChange={(products) => setValue('products', products)} />
      <p className="posting-form__note">등록한 포스팅은 운영자가 확인한 뒤 게시되며, 게시 전까지 고치거나 삭제할 수 있습니다.</p>
      {form.formMessage && <ErrorNote>{form.formMessage}</ErrorNote>}
      <div className="ui-form__buttons">
        <a className="button" href={cancelHref}>
          취소
        </a>
        <button type="submit" className="button button--primary" disabled={form.busy}>
          {form.busy ? '보내는 중…' : submitLabel}
        </button>
      </div>
    </form>
  );
}
