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
import { Loaded } from '#components/ui/Loaded.tsx';
import { tell } from '#components/ui/tell.ts';
import { useLoaded } from '#components/ui/use-loaded.ts';
import { IslandScreen } from '#features/error/IslandScreen.tsx';
import { BLANK_INQUIRY, InquiryForm } from './InquiryForm';
import { registerInquiry, type InquiryInput, type InquiryOrder } from './inquiry-api';
import { inquiryOrdersLoader, isGuest } from './inquiry-store';

const MY_INQUIRIES = sitePath('/cu/mypage/contact');

type Start = { formCd: FormCd; ordNo: string };

function ContactApp() {
  const orders = useLoaded(inquiryOrdersLoader, undefined);
  const [start, setStart] = useState<Start | null>(null);
  useEffect(() => {
    const query = new URLSearchParams(location.search);
    setStart({ formCd: query.get('form') === 'short' ? 'SHORT' : 'FULL', ordNo: query.get('ordNo') ?? '' });
  }, []);
  if (isGuest(orders.error)) {
    return (
      <p className="inquiry-guest">
        1:1 문의는 로그인한 뒤 남길 수 있습니다.{' '}
        <a className="button button--primary" href={loginUrl({ url: new URL(location.href) })}>
          로그인
        </a>
      </p>
    );
  }
  return (
    <Loaded state={{ ...orders, data: start && orders.data }} loader={inquiryOrdersLoader} loading="문의 화면을 불러오는 중입니다.">
      {(orderList) => start && <ContactForm start={start} orders={orderList} />}
    </Loaded>
  );
}

function ContactForm({ start, orders }: { start: Start; orders: InquiryOrder[] }) {
  const send = async (input: InquiryInput) => {
    const saved = await registerInquiry(input);
    await tell(saved.message);
    location.assign(MY_INQUIRIES);
  };
  const ordNo = orders.some((order) => order.ordNo === start.ordNo) ? start.ordNo : '';
  return (
    <InquiryForm
      formCd={start.formCd}
      initial={{ ...BLANK_INQUIRY, ordNo, categoryCd: ordNo ? 'ORDER' : '' }}
      orders={orders}
      submitLabel="문의 등록"
      onSend={send}
    />
  );
}

export function ContactScreen() {
  return (
    <IslandScreen className="inquiry-screen">
      <section className="inquiry-centre" aria-label="고객센터 안내">
        <p>
          고객센터 <a href={`tel:${BUSINESS.csPhone}`}>{BUSINESS.csPhone}</a> · {BUSINESS.csHours}
        </p>
        <p>
          남기신 문의와 답변은 <a href={MY_INQUIRIES}>마이페이지 1:1 문의</a>에서 확인할 수 있습니다.
        </p>
      </section>
      <ContactApp />
    </IslandScreen>
  );
}
