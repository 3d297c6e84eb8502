import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_SUCCESS_COOKIE } from '#shared/cookies';
import { $customer, EMPTY_EXTRAS } from '../member/store';
import { readLoginSignals } from '../member/signals';
import { mergeAfterLogin, mergeGuestCartNow } from './cart-merge';
import { SESS_ID } from './testing/fake-gateway';
import { flush, shopAs } from './testing/setup';

const guest = `guest:${SESS_ID}`;

afterEach(() => vi.unstubAllGlobals());

describe('merging the guest cart', () => {
  it('merges for a member, refreshes the badge and stays quiet when nothing was capped', async () => {
    const gateway = shopAs('member');
    gateway.add(guest, '10011', 1);
    gateway.add(guest, '10021', 1);
    const alert = vi.fn(async () => true);
    expect(await mergeGuestCartNow(alert)).toMatchObject({ mergedCnt: 2, cappedLines: [] });
    expect($customer.get().extras.prdCnt).toBe(2);
    expect(alert).not.toHaveBeenCalled();
    expect(await mergeGuestCartNow(alert)).toMatchObject({ mergedCnt: 0 });
  });

  it('tells the shopper in an alert when a quantity was capped', async () => {
    const gateway = shopAs('member');
    gateway.add('member', '10021', 2);
    gateway.add(guest, '10021', 2);
    const alert = vi.fn(async () => true);
    await mergeGuestCartNow(alert);
    expect(alert).toHaveBeenCalledWith({ title: '알림', text: '동백 크림 상품은 구매 가능한 최대 수량을 넘어 수량이 조정되었습니다.' });
    expect(gateway.lines).toEqual([expect.objectContaining({ owner: 'member', qty: 3 })]);
  });

  it('asks nothing for a guest', async () => {
    const gateway = shopAs('guest');
    expect(await mergeGuestCartNow()).toBeNull();
    expect(gateway.bodies('mergeGuestCart')).toEqual([]);
  });

  it('waits after a login for the member to load, then merges', async () => {
    const gateway = shopAs('member');
    gateway.add(guest, '10011', 1);
    $customer.set({ status: 'loading', info: null, extras: EMPTY_EXTRAS, loaded: false });
    const merged = mergeAfterLogin(vi.fn(async () => true));
    await flush();
    expect(gateway.bodies('mergeGuestCart')).toEqual([]);
    $customer.set({ status: 'member', info: null, extras: EMPTY_EXTRAS, loaded: true });
    expect(await merged).toMatchObject({ mergedCnt: 1 });
  });

  it('is started by the login-success signal', async () => {
    const gateway = shopAs('member');
    gateway.add(guest, '10011', 1);
    await readLoginSignals(`${LOGIN_SUCCESS_COOKIE}=Y|6; sessId=${SESS_ID}`);
    await vi.waitFor(() => expect(gateway.bodies('mergeGuestCart')).toEqual([{ sessId: SESS_ID }]));
    await vi.waitFor(() => expect(gateway.lines).toEqual([expect.objectContaining({ owner: 'member', inmOptnPrdNo: '10011' })]));
  });

  it('is not started when there is no success signal', async () => {
    const gateway = shopAs('member');
    await readLoginSignals(`${LOGIN_SUCCESS_COOKIE}=N`);
    await flush();
    await flush();
    expect(gateway.bodies('mergeGuestCart')).toEqual([]);
  });
});
