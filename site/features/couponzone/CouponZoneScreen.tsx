/**
 * 쿠폰존 (`/cu/mypage/couponzone`): register a coupon number, then 내 쿠폰 by state
 * with every condition, or 쿠폰 받기 for the coupons to download once.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { validateCouponCode } from '#shared/campaign/coupon-rules';
import { ErrorNote, StatusNote } from '#components/ui/Notes.tsx';
import { Field, fieldProps } from '#components/ui/form/Field.tsx';
import { useForm } from '#components/ui/form/use-form.ts';
import { Tabs } from '#components/ui/Tabs.tsx';
import { islandScreen } from '../error/IslandScreen';
import { MyCoupons } from './MyCoupons';
import { ZoneCoupons } from './ZoneCoupons';
import { $couponzone, LOAD_ERROR, register, showMine, showZone } from './store';

const CODE_REFUSALS = {
  COUPON_CODE_INVALID: 'code',
  COUPON_CODE_PERIOD_OVER: 'code',
  COUPON_CODE_NOT_STARTED: 'code',
  COUPON_CODE_USED: 'code',
  COUPON_ALREADY_REGISTERED: 'code',
  COUPON_APP_ONLY: 'code',
  COUPON_CODE_THROTTLED: 'code',
};

function RegisterForm() {
  const form = useForm({ initial: { code: '' }, rules: { code: validateCouponCode }, fieldOf: CODE_REFUSALS });
  const send = async ({ code }: { code: string }) => {
    await register(code);
    form.setValue('code', '');
  };
  return (
    <form ref={form.formRef} className="coupon-register" noValidate onSubmit={form.submit(send)} aria-busy={form.busy}>
      <Field id="coupon-code" label="쿠폰 번호 등록" error={form.errors.code} hint="쿠폰에 적힌 번호를 입력해 주세요. 하이픈(-)은 빼도 됩니다.">
        <div className="ui-field__row">
          <input
            {...fieldProps('coupon-code', form.errors.code)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={30}
            placeholder="예: GREENTEA2026"
            value={form.values.code}
            onChange={(event) => form.setValue('code', event.target.value)}
          />
          <button className="button button--primary" type="submit" disabled={form.busy}>
            등록
          </button>
        </div>
      </Field>
      {form.formMessage && <ErrorNote>{form.formMessage}</ErrorNote>}
    </form>
  );
}

function CouponZoneApp() {
  const { tab, status, mine, zone, phase, busyId } = useStore($couponzone);
  useEffect(() => {
    void showMine('USABLE');
  }, []);
  const body = () => {
    if (phase === 'error') return <ErrorNote>{LOAD_ERROR}</ErrorNote>;
    if (tab === 'MY') return mine ? <MyCoupons mine={mine} status={status} /> : <StatusNote busy>쿠폰을 불러오는 중입니다.</StatusNote>;
    return zone ? <ZoneCoupons zone={zone} busyId={busyId} /> : <StatusNote busy>받을 수 있는 쿠폰을 불러오는 중입니다.</StatusNote>;
  };
  const tabs = [
    { value: 'MY', label: `내 쿠폰${mine ? ` ${mine.counts.USABLE}` : ''}` },
    { value: 'ZONE', label: '쿠폰 받기' },
  ] as const;
  return (
    <>
      <RegisterForm />
      <Tabs label="쿠폰존 메뉴" tabs={tabs} value={tab} onSelect={(chosen) => void (chosen === 'MY' ? showMine(status) : showZone())}>
        {body()}
      </Tabs>
    </>
  );
}

export const CouponZoneScreen = islandScreen('coupon-screen', CouponZoneApp);
