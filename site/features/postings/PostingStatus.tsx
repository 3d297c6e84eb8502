/** A posting's state as its editor sees it (검토 중 · 게시됨 · 반려), and a rejection's reason. */
import { POSTING_STATUS_NAMES } from '#shared/postings/posting-rules';
import '#components/ui/pill.css';
import type { MyPosting } from './posting-api';

const TONES = { PENDING: 'waiting', PUBLISHED: 'done', REJECTED: 'refused' } as const;

export function PostingStatus({ posting }: { posting: MyPosting }) {
  return <span className={`ui-pill ui-pill--small ui-pill--${TONES[posting.status]}`}>{POSTING_STATUS_NAMES[posting.status]}</span>;
}

export function RejectReason({ posting }: { posting: MyPosting }) {
  if (posting.status !== 'REJECTED' || !posting.rejectReason) return null;
  return (
    <p className="posting-reject">
      <strong>반려 사유</strong> {posting.rejectReason}
    </p>
  );
}
