/**
 * 1:1 문의 (`/cu/mypage/contact`): 문의하기 opens the form; the member's inquiries
 * follow with their state and answer, each changeable or deletable until it is answered.
 */
import { useState } from 'react';
import { EmptyState } from '#components/ui/EmptyState.tsx';
import { Loaded } from '#components/ui/Loaded.tsx';
import { messageOf } from '#components/ui/message-of.ts';
import { Pagination } from '#components/ui/Pagination.tsx';
import type { Photo } from '#components/ui/PhotoPicker.tsx';
import { ask, tell } from '#components/ui/tell.ts';
import { useLoaded } from '#components/ui/use-loaded.ts';
import { islandScreen } from '#features/error/IslandScreen.tsx';
import { BLANK_INQUIRY, InquiryForm, type InquiryValues } from './InquiryForm';
import { InquiryItem } from './InquiryItem';
import { deleteInquiry, modifyInquiry, registerInquiry, type Inquiry, type InquiryInput, type InquiryOrder, type InquiryPage } from './inquiry-api';
import { inquiryOrdersLoader, myInquiriesLoader } from './inquiry-store';

const valuesOf = (inquiry: Inquiry): InquiryValues => ({
  categoryCd: inquiry.categoryCd,
  typeCd: inquiry.typeCd,
  title: inquiry.title,
  content: inquiry.content,
  ordNo: inquiry.ordNo ?? '',
  photos: inquiry.images.map((url) => ({ url })),
  privacyAgreed: false,
});

const LOADING = '1:1 문의를 불러오는 중입니다.';

function MyInquiriesApp() {
  const [page, setPage] = useState(1);
  const orders = useLoaded(inquiryOrdersLoader, undefined);
  const list = useLoaded(myInquiriesLoader, page);
  return (
    <Loaded state={orders} loader={inquiryOrdersLoader} loading={LOADING}>
      {(orderList) => (
        <Loaded state={list} loader={myInquiriesLoader} loading={LOADING}>
          {(inquiries) => <Inquiries orders={orderList} list={inquiries} page={page} onPage={setPage} />}
        </Loaded>
      )}
    </Loaded>
  );
}

interface InquiriesProps {
  orders: InquiryOrder[];
  list: InquiryPage;
  page: number;
  onPage: (page: number) => void;
}

function Inquiries({ orders, list, page, onPage }: InquiriesProps) {
  const [editing, setEditing] = useState<Inquiry | 'new' | null>(null);
  const load = () => myInquiriesLoader.refetch();
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
    await tell(saved.message, 'toast');
    await load();
  };
  const remove = async (inquiry: Inquiry) => {
    if (!(await ask({ title: '문의 삭제', text: '문의를 삭제할까요?', confirmLabel: '삭제', cancelLabel: '취소' }))) return;
    try {
      await tell(await deleteInquiry(inquiry.inquiryNo), 'toast');
    } catch (error) {
      await tell(messageOf(error, '삭제하지 못했습니다. 잠시 후 다시 시도해 주세요.'));
    }
    await load();
  };
  return (
    <>
      {editing ? (
        <InquiryForm
          key={editing === 'new' ? 'new' : editing.inquiryNo}
          formCd={editing === 'new' ? 'FULL' : editing.formCd}
          initial={editing === 'new' ? BLANK_INQUIRY : valuesOf(editing)}
          orders={orders}
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
        <Pagination page={page} last={Math.ceil(list.totalCnt / list.pageSize)} label="문의 내역 페이지" onPage={onPage} />
      </section>
    </>
  );
}

export const MyInquiriesScreen = islandScreen('inquiry-screen', MyInquiriesApp);
