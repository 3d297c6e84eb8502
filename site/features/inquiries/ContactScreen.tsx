/**
 * 1:1 상담 (`/cu/support/contact`): the customer centre's phone and hours, then the
 * inquiry form for a logged-in member (`?form=short&ordNo=` is the quick inquiry about an order,
 * 300 characters, ADR 022); a guest is asked to log in. Sent, the member lands on their inquiries.
 */
import { loginUrl } from '#features/member/login-question.ts';
import { useEffect, useState } from 'react';
import { BUSINESS } from '#shared/business';
import { sitePath } from '#shared/site-path';
import type { InquiryForm as FormCd } from '#shared/inquiries/inquiry-rules';
import { ErrorNote, StatusNote } from '#components/ui/Notes.tsx';
import { IslandErrorBoundary } from '#features/error/IslandErrorBoundary.tsx';
import { BLANK_INQUIRY, InquiryForm } from './InquiryForm';
import { registerInquiry, type InquiryInput } from './inquiry-api';
import { useInquiryOrders } from './use-inquiry-orders';

const MY_INQUIRIES = sitePath('/cu/mypage/contact');

function ContactApp() {
  const orders = useInquiryOrders();
  const [start, setStart] = useState<{ formCd: FormCd; ordNo: string } | null>(null);
  useEffect(() => {
    const query = new URLSearchParams(location.search);
    setStart({ formCd: query.get('form') === 'short' ? 'SHORT' : 'FULL', ordNo: query.get('ordNo') ?? '' });
  }, []);
  if (orders.phase === 'guest') {
    return (
      <p className="inquiry-guest">
        1:1 문의는 로그인한 뒤 남길 수 있습니다.{' '}
        <a className="button button--primary" href={loginUrl({ url: new URL(location.href) })}>
          로그인
        </a>
      </p>
    );
  }
  if (orders.phase === 'error') return <ErrorNote>문의 화면을 불러오지 못했습니다. 새로고침해 주세요.</ErrorNote>;
  if (orders.phase === 'loading' || !start) return <StatusNote busy>문의 화면을 불러오는 중입니다.</StatusNote>;
  const send = async (input: InquiryInput) => {
    const saved = await registerInquiry(input);
    const { showAlert } = await import('#chrome/modal');
    await showAlert({ text: saved.message });
    location.assign(MY_INQUIRIES);
  };
  const ordNo = orders.orders.some((order) => order.ordNo === start.ordNo) ? start.ordNo : '';
  return (
    <InquiryForm
      formCd={start.formCd}
      initial={{ ...BLANK_INQUIRY, ordNo, categoryCd: ordNo ? 'ORDER' : '' }}
      orders={orders.orders}
      submitLabel="문의 등록"
      onSend={send}
    />
  );
}

export function ContactScreen() {
  return (
    <IslandErrorBoundary>
      <div className="inquiry-screen">
        <section className="inquiry-centre" aria-label="고객센터 안내">
          <p>
            고객센터 <a href={`tel:${BUSINESS.csPhone}`}>{BUSINESS.csPhone}</a> · {BUSINESS.csHours}
          </p>
          <p>
            남기신 문의와 답변은 <a href={MY_INQUIRIES}>마이페이지 1:1 문의</a>에서 확인할 수 있습니다.
          </p>
        </section>
        <ContactApp />
      </div>
    </IslandErrorBoundary>
  );
}
