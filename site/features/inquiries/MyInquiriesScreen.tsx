/**
 * 1:1 문의 (`/cu/mypage/contact`): 문의하기 opens the form; the member's inquiries
 * follow with their state and answer, each changeable or deletable until it is answered.
 */
import { useCallback, useEffect, useState } from 'react';
import { EmptyState } from '#components/ui/EmptyState.tsx';
import { ErrorNote, StatusNote } from '#components/ui/Notes.tsx';
import { Pagination } from '#components/ui/Pagination.tsx';
import type { Photo } from '#components/ui/PhotoPicker.tsx';
import { IslandErrorBoundary } from '#features/error/IslandErrorBoundary.tsx';
import { ApiError } from '#lib/api-client';
import { BLANK_INQUIRY, InquiryForm, type InquiryValues } from './InquiryForm';
import { InquiryItem } from './InquiryItem';
import { deleteInquiry, fetchMyInquiries, modifyInquiry, registerInquiry, type Inquiry, type InquiryInput, type InquiryPage } from './inquiry-api';
import { useInquiryOrders } from './use-inquiry-orders';

const valuesOf = (inquiry: Inquiry): InquiryValues => ({
  categoryCd: inquiry.categoryCd,
  typeCd: inquiry.typeCd,
  title: inquiry.title,
  content: inquiry.content,
  ordNo: inquiry.ordNo ?? '',
  photos: inquiry.images.map((url) => ({ url })),
  privacyAgreed: false,
});

async function tell(text: string) {
  const { showAlert } = await import('#chrome/modal');
  await showAlert({ text });
}

function MyInquiriesApp() {
  const orders = useInquiryOrders();
  const [page, setPage] = useState(1);
  const [list, setList] = useState<InquiryPage | null>(null);
  const [failed, setFailed] = useState(false);
  const [editing, setEditing] = useState<Inquiry | 'new' | null>(null);
  const load = useCallback(() => fetchMyInquiries(page).then(setList, () => setFailed(true)), [page]);
  useEffect(() => void load(), [load]);
  const save = async (input: InquiryInput, photos: Photo[]) => {
    const saved =
      editing === 'new' || editing === null
        ? await registerInquiry(input)
        : await modifyInquiry(
            editing,
            photos.filter((photo) => !photo.uploadId).map((photo) => photo.url),
            input,
          );
    setEditing(null);
    await tell(saved.message);
    await load();
  };
  const remove = async (inquiry: Inquiry) => {
    const { showConfirm } = await import('#chrome/modal');
    if (!(await showConfirm({ title: '문의 삭제', text: '문의를 삭제할까요?', confirmLabel: '삭제', cancelLabel: '취소' }))) return;
    try {
      await tell(await deleteInquiry(inquiry.inquiryNo));
    } catch (error) {
      await tell(error instanceof ApiError ? error.message : '삭제하지 못했습니다. 잠시 후 다시 시도해 주세요.');
    }
    await load();
  };
  if (failed || orders.phase === 'error') return <ErrorNote>1:1 문의를 불러오지 못했습니다. 새로고침해 주세요.</ErrorNote>;
  if (!list || orders.phase !== 'ready') return <StatusNote busy>1:1 문의를 불러오는 중입니다.</StatusNote>;
  return (
    <>
      {editing ? (
        <InquiryForm
          key={editing === 'new' ? 'new' : editing.inquiryNo}
          formCd={editing === 'new' ? 'FULL' : editing.formCd}
          initial={editing === 'new' ? BLANK_INQUIRY : valuesOf(editing)}
          orders={orders.orders}
          submitLabel={editing === 'new' ? '문의 등록' : '수정 완료'}
          onSend={save}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <button type="button" className="button button--primary inquiry-new" onClick={() => setEditing('new')}>
          문의하기
        </button>
      )}
      <section aria-labelledby="inquiry-list-title" className="inquiry-list">
        <h2 id="inquiry-list-title">나의 문의 내역 {list.totalCnt}건</h2>
        {list.items.length === 0 ? (
          <EmptyState icon="receipt" title="문의 내역이 없습니다" text="궁금한 점을 1:1 문의로 남겨 주시면 빠르게 답변드릴게요." />
        ) : (
          <ul>
            {list.items.map((inquiry) => (
              <li key={inquiry.inquiryNo}>
                <InquiryItem inquiry={inquiry} onEdit={setEditing} onDelete={(target) => void remove(target)} />
              </li>
            ))}
          </ul>
        )}
        <Pagination page={page} last={Math.ceil(list.totalCnt / list.pageSize)} label="문의 내역 페이지" onPage={setPage} />
      </section>
    </>
  );
}

export function MyInquiriesScreen() {
  return (
    <IslandErrorBoundary>
      <div className="inquiry-screen">
        <MyInquiriesApp />
      </div>
    </IslandErrorBoundary>
  );
}
