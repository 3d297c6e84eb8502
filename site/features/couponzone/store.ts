/**
 * `$couponzone`: the couponzone's state. Two tabs: 내 쿠폰 (by state, paged) and
 * 쿠폰 받기 (the zone list, read when first opened). Receiving or registering a coupon refreshes
 * both, since the new coupon joins 사용 가능 and the zone list marks it received.
 */
import { atom } from 'nanostores';
import type { CouponStatus } from '#shared/campaign/coupon-rules';
import { downloadCoupon, fetchMyCoupons, fetchZoneCoupons, registerCode, type MyCouponPage, type ZoneList } from './couponzone-api';
import { messageOf } from '#components/ui/message-of.ts';
import { tell } from '#components/ui/tell.ts';

export type CouponTab = 'MY' | 'ZONE';

export interface CouponzoneState {
  tab: CouponTab;
  status: CouponStatus;
  mine: MyCouponPage | null;
  zone: ZoneList | null;
  phase: 'loading' | 'ready' | 'error';
  /** The zone coupon being received, so its button is busy. */
  busyId: number | null;
}

export const LOAD_ERROR = '쿠폰을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.';

export const $couponzone = atom<CouponzoneState>({ tab: 'MY', status: 'USABLE', mine: null, zone: null, phase: 'loading', busyId: null });

const patch = (change: Partial<CouponzoneState>) => $couponzone.set({ ...$couponzone.get(), ...change });

/** Opens a state of 내 쿠폰 at a page. */
export async function showMine(status: CouponStatus, page = 1): Promise<void> {
  patch({ tab: 'MY', status });
  try {
    patch({ mine: await fetchMyCoupons({ status, page }), phase: 'ready' });
  } catch {
    patch({ phase: 'error' });
  }
}

export async function showZone(): Promise<void> {
  patch({ tab: 'ZONE' });
  try {
    patch({ zone: await fetchZoneCoupons(), phase: 'ready' });
  } catch {
    patch({ phase: 'error' });
  }
}

async function refresh(): Promise<void> {
  const { status, zone } = $couponzone.get();
  const [mine, nextZone] = await Promise.all([fetchMyCoupons({ status, page: 1 }), zone ? fetchZoneCoupons() : Promise.resolve(null)]);
  patch({ mine, zone: nextZone });
}

const say = (text: string) => tell(text);

/** 쿠폰 받기; a refusal (already received, sold out, app only) is said in the shop's alert. */
export async function receive(zoneCouponId: number): Promise<void> {
  patch({ busyId: zoneCouponId });
  try {
    const issued = await downloadCoupon(zoneCouponId);
    await refresh();
    await say(issued.message);
  } catch (error) {
    await say(messageOf(error));
  } finally {
    patch({ busyId: null });
  }
}

/** Registers a number; a refusal is thrown for the form to show under the field. */
export async function register(code: string): Promise<void> {
  const issued = await registerCode(code);
  await refresh().catch(() => undefined);
  await say(issued.message);
}

/** What an app-only coupon says on a computer, which has no app to open. */
export const APP_ONLY_MESSAGE = '앱에서만 받을 수 있는 쿠폰입니다. 녹차숍 앱에서 받아 주세요.';
/** What it asks on a phone, which can open this screen in the app. */
export const APP_ONLY_OPEN_TEXT = '앱에서만 받을 수 있는 쿠폰입니다. 앱에서 쿠폰존을 여시겠습니까?';

/** An app-only coupon outside the app: a phone is offered this screen in the app, a computer is told. */
export async function receiveAppOnly(): Promise<void> {
  if (document.documentElement.dataset.layout === 'pc') return say(APP_ONLY_MESSAGE);
  const { openThisPageInApp } = await import('#features/app/in-app-action.ts');
  await openThisPageInApp(APP_ONLY_OPEN_TEXT);
}
