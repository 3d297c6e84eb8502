/** 신고: the reason, chosen in a dialog on the one layer stack; answers the reason or null (취소). */
import { REPORT_REASONS, type ReportReason } from '#shared/reviews/review-rules';
import { openLayer } from '#components/ui/layer-stack.ts';
import { el } from './dom';

export function askReportReason(): Promise<ReportReason | null> {
  return new Promise((resolve) => {
    const backdrop = el('div', 'modal-backdrop');
    const form = el('form', 'modal rv-report');
    form.setAttribute('role', 'dialog');
    form.setAttribute('aria-modal', 'true');
    const title = el('h2', 'modal__title', '리뷰 신고');
    title.id = 'rv-report-title';
    form.setAttribute('aria-labelledby', title.id);
    const reasons = el('fieldset', 'rv-report__reasons');
    reasons.append(el('legend', '', '신고 사유를 선택해 주세요.'));
    Object.entries(REPORT_REASONS).forEach(([code, text], index) => {
      const label = el('label', 'rv-report__reason');
      const input = el('input');
      input.type = 'radio';
      input.name = 'reasonCd';
      input.value = code;
      input.checked = index === 0;
      label.append(input, document.createTextNode(text));
      reasons.append(label);
    });
    const buttons = el('div', 'modal__buttons');
    const cancel = el('button', 'button', '취소');
    const submit = el('button', 'button button--primary', '신고하기');
    submit.type = 'submit';
    buttons.append(cancel, submit);
    form.append(title, reasons, buttons);
    backdrop.append(form);
    document.body.append(backdrop);
    const finish = (reason: ReportReason | null) => {
      release();
      backdrop.remove();
      resolve(reason);
    };
    const release = openLayer(backdrop, { onEscape: () => finish(null) });
    cancel.addEventListener('click', () => finish(null));
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      finish(new FormData(form).get('reasonCd') as ReportReason);
    });
    form.querySelector<HTMLInputElement>('input')?.focus();
  });
}
