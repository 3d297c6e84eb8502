/** The inquiry form's field rules (ADR 014): the gateway's schema and the screen call the same functions. */
import { formatNumber } from '../format';
import { INQUIRY_FORMS, INQUIRY_TITLE_MAX, type InquiryForm } from '../inquiries/inquiry-rules';

export const PRIVACY_CONSENT_MESSAGE = '개인정보 수집·이용에 동의해 주세요.';

export function inquiryTitleProblem(title: string): string | null {
  const length = title.trim().length;
  if (length === 0) return '제목을 입력해 주세요.';
  return length > INQUIRY_TITLE_MAX ? `제목은 ${INQUIRY_TITLE_MAX}자까지 입력할 수 있습니다. (현재 ${length}자)` : null;
}

export function inquiryContentProblem(content: string, form: InquiryForm = 'FULL'): string | null {
  const length = content.trim().length;
  const max = INQUIRY_FORMS[form];
  if (length === 0) return '문의 내용을 입력해 주세요.';
  return length > max ? `문의 내용은 ${formatNumber(max)}자까지 입력할 수 있습니다. (현재 ${formatNumber(length)}자)` : null;
}

export function categoryProblem(category: string): string | null {
  return category ? null : '문의 유형을 선택해 주세요.';
}

export function privacyProblem(agreed: boolean): string | null {
  return agreed ? null : PRIVACY_CONSENT_MESSAGE;
}
