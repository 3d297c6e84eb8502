/** One of the member's inquiries: category, state (접수 / 답변 완료), question, photos and the answer; 수정 and 삭제 until answered. */
import { useState } from 'react';
import { INQUIRY_CATEGORIES, INQUIRY_STATUS_NAMES, INQUIRY_TYPES } from '#shared/inquiries/inquiry-rules';
import { formatDttm } from '#shared/format';
import '#components/ui/meta-line.css';
import '#components/ui/pill.css';
import type { Inquiry } from './inquiry-api';

interface Props {
  inquiry: Inquiry;
  onEdit: (inquiry: Inquiry) => void;
  onDelete: (inquiry: Inquiry) => void;
}

export function InquiryItem({ inquiry, onEdit, onDelete }: Props) {
  const [open, setOpen] = useState(false);
  const bodyId = `inquiry-${inquiry.inquiryNo}`;
  return (
    <article className="inquiry-item" aria-labelledby={`${bodyId}-title`}>
      <p className="ui-meta-line">
        <span className={`ui-pill ui-pill--small ui-pill--${inquiry.status === 'ANSWERED' ? 'done' : 'waiting'}`}>{INQUIRY_STATUS_NAMES[inquiry.status]}</span>
        <span>
          {INQUIRY_CATEGORIES[inquiry.categoryCd]} · {INQUIRY_TYPES[inquiry.typeCd]}
        </span>
        <span>{formatDttm(inquiry.createdDttm, { weekday: false })}</span>
      </p>
      <h3 id={`${bodyId}-title`} className="inquiry-item__title">
        <button type="button" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen(!open)}>
          {inquiry.title}
        </button>
      </h3>
      <div id={bodyId} hidden={!open} className="inquiry-item__body">
        {inquiry.ordNo && <p className="inquiry-item__order">주문번호 {inquiry.ordNo}</p>}
        <p className="inquiry-item__content">{inquiry.content}</p>
        {inquiry.images.length > 0 && (
          <ul className="inquiry-item__photos">
            {inquiry.images.map((url, index) => (
              <li key={url}>
                <a href={url} target="_blank" rel="noopener noreferrer">
                  <img src={url} alt={`첨부 사진 ${index + 1}`} width={72} height={72} loading="lazy" />
                </a>
              </li>
            ))}
          </ul>
        )}
        {inquiry.answer ? (
          <div className="inquiry-item__answer">
            <p className="inquiry-item__answer-title">
              녹차숍 답변 {inquiry.answeredDttm && <span>{formatDttm(inquiry.answeredDttm, { weekday: false })}</span>}
            </p>
            <p>{inquiry.answer}</p>
          </div>
        ) : (
          <div className="inquiry-item__actions">
            <button type="button" className="button" onClick={() => onEdit(inquiry)}>
              수정
            </button>
            <button type="button" className="button" onClick={() => onDelete(inquiry)}>
              삭제
            </button>
          </div>
        )}
      </div>
    </article>
  );
}
