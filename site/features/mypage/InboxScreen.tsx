/**
 * 알림함 (`/cu/mypage/alarm`): what the shop told the member, newest first, unread
 * ones marked; opening one marks it read and follows its link; a shipping message also links to the
 * carrier's tracking page (배송조회); 모두 읽음 clears the bell's badge.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { formatDttm } from '#shared/format';
import { EmptyState } from '#components/ui/EmptyState.tsx';
import { ErrorNote, StatusNote } from '#components/ui/Notes.tsx';
import { Pagination } from '#components/ui/Pagination.tsx';
import { islandScreen } from '../error/IslandScreen';
import { $inbox, INBOX_LOAD_ERROR, loadInbox, markRead } from './inbox-store';
import type { InboxMessage } from './mypage-api';
import { TrackingLink } from '#features/orders/TrackingLink.tsx';

const KIND_NAMES: Record<InboxMessage['kind'], string> = { ORDER: '주문/배송', POINT: '뷰티포인트', INQUIRY: '1:1 문의', NOTICE: '공지' };

function MessageItem({ item }: { item: InboxMessage }) {
  const body = (
    <>
      <span className="inbox-item__kind">
        {KIND_NAMES[item.kind]}
        {item.read ? null : <span className="inbox-item__new"> · 새 알림</span>}
      </span>
      <strong className="inbox-item__title">{item.title}</strong>
      <span className="inbox-item__body">{item.body}</span>
      <span className="inbox-item__date">{formatDttm(item.createdDttm)}</span>
    </>
  );
  const open = () => {
    if (!item.read) void markRead([item.id]);
  };
  return (
    <li className={`inbox-item${item.read ? '' : ' inbox-item--unread'}`}>
      {item.link ? (
        <a className="inbox-item__open" href={item.link} onClick={open}>
          {body}
        </a>
      ) : (
        <button className="inbox-item__open" type="button" onClick={open}>
          {body}
        </button>
      )}
      {item.shipment ? <TrackingLink shipment={item.shipment} /> : null}
    </li>
  );
}

function InboxApp() {
  const { phase, items, page, totalPages, unreadCount, message } = useStore($inbox);
  useEffect(() => {
    void loadInbox(1);
  }, []);
  if (phase === 'loading' && items.length === 0) return <StatusNote busy>알림을 불러오는 중입니다.</StatusNote>;
  if (phase === 'error') return <ErrorNote>{INBOX_LOAD_ERROR}</ErrorNote>;
  if (items.length === 0)
    return <EmptyState icon="bell" title="받은 알림이 없습니다" text="주문이 출발하거나 포인트가 소멸되기 전에 여기에서 알려 드립니다." />;
  return (
    <>
      <div className="inbox-head">
        <p>
          안 읽은 알림 <strong>{unreadCount}</strong>개
        </p>
        <button type="button" className="button" disabled={unreadCount === 0} onClick={() => void markRead()}>
          모두 읽음
        </button>
      </div>
      {message ? <ErrorNote>{message}</ErrorNote> : null}
      <ul className="inbox-list">
        {items.map((item) => (
          <MessageItem key={item.id} item={item} />
        ))}
      </ul>
      <Pagination page={page} last={totalPages} label="알림 페이지" onPage={(next) => void loadInbox(next)} />
    </>
  );
}

export const InboxScreen = islandScreen('inbox-screen', InboxApp);
