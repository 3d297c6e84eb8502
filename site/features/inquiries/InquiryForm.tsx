/**
 * The 1:1 inquiry form (ADR 022, the form recipe of ADR 014): category and
 * type, a title of 30 characters, content of 1,000 (300 in the quick inquiry about an order, ADR
 * 022), an optional order of the member's, up to ten photos, and the required privacy consent.
 */
import {
  INQUIRY_CATEGORIES,
  INQUIRY_FORMS,
  INQUIRY_TITLE_MAX,
  INQUIRY_TYPES,
  type InquiryCategory,
  type InquiryForm as FormCd,
  type InquiryType,
} from '#shared/inquiries/inquiry-rules';
import { formatDttm, formatNumber } from '#shared/format';
import { categoryProblem, inquiryContentProblem, inquiryTitleProblem, privacyProblem } from '#shared/validation/inquiry';
import { ErrorNote } from '#components/ui/Notes.tsx';
import { Field, fieldProps, messageId } from '#components/ui/form/Field.tsx';
import { useForm } from '#components/ui/form/use-form.ts';
import { PhotoPicker, type Photo } from '#components/ui/PhotoPicker.tsx';
import type { InquiryInput, InquiryOrder } from './inquiry-api';

export interface InquiryValues {
  categoryCd: InquiryCategory | '';
  typeCd: InquiryType;
  title: string;
  content: string;
  ordNo: string;
  photos: Photo[];
  privacyAgreed: boolean;
}

/** A new inquiry's starting values. */
export const BLANK_INQUIRY: InquiryValues = { categoryCd: '', typeCd: 'QUESTION', title: '', content: '', ordNo: '', photos: [], privacyAgreed: false };

interface Props {
  formCd: FormCd;
  initial: InquiryValues;
  orders: readonly InquiryOrder[];
  submitLabel: string;
  onSend: (input: InquiryInput, photos: Photo[]) => Promise<void>;
  onCancel?: () => void;
}

export function InquiryForm({ formCd, initial, orders, submitLabel, onSend, onCancel }: Props) {
  const form = useForm<InquiryValues>({
    initial,
    rules: {
      categoryCd: categoryProblem,
      title: inquiryTitleProblem,
      content: (content) => inquiryContentProblem(content, formCd),
      privacyAgreed: privacyProblem,
    },
    fieldOf: { INQUIRY_ORDER_NOT_FOUND: 'ordNo' },
  });
  const { values, errors, setValue } = form;
  const max = INQUIRY_FORMS[formCd];
  const send = ({ photos, ...current }: InquiryValues) =>
    onSend(
      {
        categoryCd: current.categoryCd as InquiryCategory,
        typeCd: current.typeCd,
        formCd,
        title: current.title.trim(),
        content: current.content.trim(),
        ordNo: current.ordNo || null,
        uploadIds: photos.flatMap((photo) => (photo.uploadId ? [photo.uploadId] : [])),
        privacyAgreed: current.privacyAgreed,
      },
      photos,
    );
  return (
    <form ref={form.formRef} className="ui-form inquiry-form" noValidate onSubmit={form.submit(send)} aria-busy={form.busy} aria-label="1:1 문의 작성">
      <Field id="inquiry-category" label="문의 유형 (필수)" error={errors.categoryCd}>
        <select
          {...fieldProps('inquiry-category', errors.categoryCd)}
          value={values.categoryCd}
          onChange={(event) => setValue('categoryCd', event.target.value as InquiryCategory | '')}
        >
          <option value="">선택해 주세요</option>
          {(Object.entries(INQUIRY_CATEGORIES) as [InquiryCategory, string][]).map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
      </Field>
      <fieldset className="ui-form__choices">
        <legend>문의 종류</legend>
        {(Object.entries(INQUIRY_TYPES) as [InquiryType, string][]).map(([code, name]) => (
          <label key={code}>
            <input type="radio" name="typeCd" checked={values.typeCd === code} onChange={() => setValue('typeCd', code)} /> {name}
          </label>
        ))}
      </fieldset>
      <Field id="inquiry-order" label="주문 선택 (선택)" error={errors.ordNo}>
        <select {...fieldProps('inquiry-order', errors.ordNo)} value={values.ordNo} onChange={(event) => setValue('ordNo', event.target.value)}>
          <option value="">주문과 관계없는 문의</option>
          {orders.map((order) => (
            <option key={order.ordNo} value={order.ordNo}>
              {formatDttm(order.ordDttm, { time: false, weekday: false })} {order.orderNm} ({order.ordNo})
            </option>
          ))}
        </select>
      </Field>
      <Field id="inquiry-title" label={`제목 (필수, ${INQUIRY_TITLE_MAX}자까지)`} error={errors.title}>
        <input
          {...fieldProps('inquiry-title', errors.title)}
          maxLength={INQUIRY_TITLE_MAX + 10}
          value={values.title}
          onChange={(event) => setValue('title', event.target.value)}
        />
      </Field>
      <Field id="inquiry-content" label={`문의 내용 (필수, ${formatNumber(max)}자까지)`} error={errors.content}>
        <textarea
          {...fieldProps('inquiry-content', errors.content)}
          rows={formCd === 'SHORT' ? 4 : 8}
          value={values.content}
          onChange={(event) => setValue('content', event.target.value)}
        />
      </Field>
      <p className="ui-form__counter" aria-live="polite">
        {formatNumber(values.content.trim().length)} / {formatNumber(max)}자
      </p>
      <PhotoPicker use="INQUIRY" photos={values.photos} onChange={(photos) => setValue('photos', photos)} />
      <div className="inquiry-form__privacy">
        <p>
          녹차숍은 문의 답변을 위해 이름, 휴대폰번호, 이메일, 문의 내용과 첨부 사진을 수집·이용하며, 답변 후 3년간 보관한 뒤 파기합니다. 동의하지 않으면 문의를
          남길 수 없습니다.
        </p>
        <label>
          <input
            type="checkbox"
            checked={values.privacyAgreed}
            onChange={(event) => setValue('privacyAgreed', event.target.checked)}
            aria-invalid={errors.privacyAgreed ? true : undefined}
            aria-describedby={errors.privacyAgreed ? messageId('privacyAgreed') : undefined}
          />{' '}
          개인정보 수집·이용에 동의합니다. (필수)
        </label>
        {errors.privacyAgreed && (
          <p className="ui-field__message" id={messageId('privacyAgreed')}>
            {errors.privacyAgreed}
          </p>
        )}
      </div>
      {form.formMessage && <ErrorNote>{form.formMessage}</ErrorNote>}
      <div className="ui-form__buttons">
        {onCancel && (
          <button type="button" className="button" onClick={onCancel}>
            취소
          </button>
        )}
        <button type="submit" className="button button--primary" disabled={form.busy}>
          {form.busy ? '보내는 중…' : submitLabel}
        </button>
      </div>
    </form>
  );
}
