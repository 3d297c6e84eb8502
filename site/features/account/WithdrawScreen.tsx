/**
 * 회원 탈퇴 (`customer-withdraw`, ADR 018): what is lost (points, coupons) and kept
 * (order records), a reason (기타 needs a comment) and the member's agreement; refused while an
 * order or claim is open. Afterwards `withdrawal_complete` is tracked (docs/analytics.md) and the browser
 * logs out, which also tells the app.
 */
import { REJOIN_BLOCK_DAYS, validateWithdrawComment, validateWithdrawReason } from '#shared/account/account-rules';
import { formatNumber } from '#shared/format';
import { ACCOUNT_ROUTES } from '#shared/schemas/account-routes';
import { sitePath } from '#shared/site-path';
import { track } from '#lib/tracking';
import { LoadedScreen } from '#components/ui/Loaded.tsx';
import type { LoadedOf } from '#components/ui/loader.ts';
import { ErrorNote } from '#components/ui/Notes.tsx';
import { useForm } from '#components/ui/form/use-form.ts';
import { IslandScreen } from '../error/IslandScreen';
import { logout } from '../member/store';
import { callAccount } from './account-api';
import { withdrawInfoLoader } from './account-store';
import { ask, tell } from '#components/ui/tell.ts';
import { WithdrawReasonFields } from './WithdrawReasonFields';

type WithdrawInfo = LoadedOf<typeof withdrawInfoLoader>;

function WithdrawForm({ info }: { info: WithdrawInfo }) {
  const blocked = info.openOrderCnt > 0 || info.openClaimCnt > 0;
  const form = useForm({
    initial: { reasonCd: '', comment: '', agreed: false },
    rules: {
      reasonCd: validateWithdrawReason,
      comment: (value, values) => validateWithdrawComment(values.reasonCd, value),
      agreed: (value) => (value ? null : '안내 사항 확인에 동의해 주세요.'),
    },
  });
  const send = async ({ reasonCd, comment }: typeof form.values) => {
    if (!(await ask('정말 탈퇴하시겠습니까? 탈퇴하면 포인트와 쿠폰을 되돌릴 수 없습니다.'))) return;
    const { data } = await callAccount(ACCOUNT_ROUTES.withdraw, { reasonCd, comment });
    track('withdrawal_complete', { method: reasonCd });
    await tell(data.message);
    logout();
  };
  return (
    <form ref={form.formRef} className="account-card account-form" noValidate onSubmit={form.submit(send)} aria-busy={form.busy}>
      <WithdrawReasonFields values={form.values} errors={form.errors} setValue={form.setValue} />
      {blocked && (
        <ErrorNote>
          진행 중인 주문 {info.openOrderCnt}건, 취소·교환·반품·공병 수거 {info.openClaimCnt}건이 있어 지금은 탈퇴할 수 없습니다.{' '}
          <a href={sitePath('or/order-list')}>주문·배송 조회</a>
        </ErrorNote>
      )}
      <button className="button button--primary account-form__submit" type="submit" disabled={form.busy || blocked}>
        탈퇴하기
      </button>
      {form.formMessage && <ErrorNote>{form.formMessage}</ErrorNote>}
    </form>
  );
}

function WithdrawNotice({ info }: { info: WithdrawInfo }) {
  return (
    <>
      <section className="account-card" aria-labelledby="withdraw-title">
        <h2 id="withdraw-title" className="account-card__title">
          탈퇴 전 꼭 확인해 주세요
        </h2>
        <ul className="account-warnings">
          <li>
            보유한 뷰티포인트 <strong>{formatNumber(info.rmnPt)}P</strong>와 사용 가능한 쿠폰 <strong>{formatNumber(info.couponCnt)}장</strong>이 모두 소멸되며,
            다시 가입해도 되돌릴 수 없습니다.
          </li>
          <li>이름, 연락처, 이메일, 배송지, 위시리스트, SNS 연결 등 회원정보는 탈퇴 즉시 삭제됩니다.</li>
          <li>주문·결제·취소 기록은 전자상거래법에 따라 5년 동안 분리 보관한 뒤 삭제됩니다.</li>
          <li>탈퇴한 아이디는 {REJOIN_BLOCK_DAYS}일 동안 다시 가입에 사용할 수 없습니다.</li>
        </ul>
      </section>
      <WithdrawForm info={info} />
    </>
  );
}

export function WithdrawScreen() {
  return (
    <IslandScreen className="account-screen">
      <LoadedScreen loader={withdrawInfoLoader} loadKey={undefined} loading="탈퇴 안내를 불러오는 중입니다.">
        {(info) => <WithdrawNotice info={info} />}
      </LoadedScreen>
    </IslandScreen>
  );
}
