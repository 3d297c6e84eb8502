/**
 * The member's account calls (`/cu/customer/info/v1`, ADR 018). The re-check endpoints open
 * the screens; every other call but the usage history first requires (and extends) that re-check.
 */
import {
  CONSENT_CHANGED_MESSAGE,
  MEMBER_INFO_CHANGED_MESSAGE,
  MOBILE_CHANGED_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
  SNS_DISCONNECTED_MESSAGE,
  WITHDRAWN_MESSAGE,
} from '#shared/account/account-rules';
import { ACCOUNT_CONTRACTS as C } from '#shared/schemas/account-calls';
import { maskMobile } from '#shared/format';
import { normalizeMobile } from '#shared/validation/member';
import { defineEndpoint, type Endpoint } from '../endpoint';
import { changeConsents, changeProfile } from './consent-change';
import { assertNewMobile, changePassword, storeMobile } from './credentials-change';
import { readPersonalInfo } from './personal-info';
import { grantReauth, readCredentials, reauthState, reauthWithPassword, requireReauth } from './reauth';
import { assertProofCode, sendProofCode } from './sms-proof';
import { disconnectSns } from './sns-links';
import { usageHistory } from './usage-history';
import { withdraw, withdrawInfo } from './withdrawal';

const getReauthState = defineEndpoint(C.getReauthState, async ({ db, owner }) => ({ data: await reauthState(db, owner) }));

const reauthPassword = defineEndpoint(C.reauthPassword, async ({ db, owner, input }) => {
  await reauthWithPassword(db, owner, input.password);
  return { data: { verified: true as const } };
});

const sendReauthCode = defineEndpoint(C.sendReauthCode, async ({ c, db, owner }) => {
  const { mobile } = await readCredentials(db, owner.incsNo);
  return { data: { ...(await sendProofCode(c, mobile, '본인 확인')), mobileMasked: maskMobile(mobile) } };
});

const reauthSms = defineEndpoint(C.reauthSms, async ({ db, owner, input }) => {
  await assertProofCode(db, (await readCredentials(db, owner.incsNo)).mobile, input.code);
  await grantReauth(db, owner);
  return { data: { verified: true as const } };
});

const getPersonalInfo = defineEndpoint(C.getPersonalInfo, async ({ c, db, owner }) => {
  await requireReauth(db, owner);
  return { data: await readPersonalInfo(db, c.env, owner.incsNo) };
});

const changePasswordEndpoint = defineEndpoint(C.changePassword, async ({ db, owner, input }) => {
  await requireReauth(db, owner);
  await changePassword(db, owner, input.currentPassword, input.newPassword);
  return { data: { message: PASSWORD_CHANGED_MESSAGE } };
});

const sendMobileCode = defineEndpoint(C.sendMobileCode, async ({ c, db, owner, input }) => {
  await requireReauth(db, owner);
  const mobile = await assertNewMobile(db, owner.incsNo, input.mobile);
  return { data: { ...(await sendProofCode(c, mobile, '휴대폰 번호 변경')), mobileMasked: maskMobile(mobile) } };
});

const changeMobile = defineEndpoint(C.changeMobile, async ({ c, db, owner, input }) => {
  await requireReauth(db, owner);
  const mobile = await assertNewMobile(db, owner.incsNo, input.mobile);
  await assertProofCode(db, normalizeMobile(input.mobile), input.code);
  await storeMobile(db, owner.incsNo, mobile);
  return { data: { info: await readPersonalInfo(db, c.env, owner.incsNo), message: MOBILE_CHANGED_MESSAGE } };
});

const changeProfileEndpoint = defineEndpoint(C.changeProfile, async ({ c, db, owner, input }) => {
  await requireReauth(db, owner);
  await changeProfile(db, owner.incsNo, input);
  return { data: { info: await readPersonalInfo(db, c.env, owner.incsNo), message: MEMBER_INFO_CHANGED_MESSAGE } };
});

const changeConsentsEndpoint = defineEndpoint(C.changeConsents, async ({ c, db, owner, input }) => {
  await requireReauth(db, owner);
  await changeConsents(db, owner.incsNo, input);
  return { data: { info: await readPersonalInfo(db, c.env, owner.incsNo), message: CONSENT_CHANGED_MESSAGE } };
});

const disconnectSnsEndpoint = defineEndpoint(C.disconnectSns, async ({ c, db, owner, input }) => {
  await requireReauth(db, owner);
  await disconnectSns(db, owner.incsNo, input.provider);
  return { data: { info: await readPersonalInfo(db, c.env, owner.incsNo), message: SNS_DISCONNECTED_MESSAGE } };
});

const getWithdrawInfo = defineEndpoint(C.getWithdrawInfo, async ({ db, owner }) => {
  await requireReauth(db, owner);
  return { data: await withdrawInfo(db, owner.incsNo) };
});

const withdrawEndpoint = defineEndpoint(C.withdraw, async ({ db, owner, input }) => {
  await requireReauth(db, owner);
  await withdraw(db, owner.incsNo, input);
  return { data: { message: WITHDRAWN_MESSAGE } };
});

const getUsageHistory = defineEndpoint(C.getUsageHistory, async ({ db, owner }) => ({ data: await usageHistory(db, owner.incsNo) }));

/** The account calls, in the order the screens use them. */
export const ACCOUNT_ENDPOINTS: readonly Endpoint[] = [
  getReauthState,
  reauthPassword,
  sendReauthCode,
  reauthSms,
  getPersonalInfo,
  changePasswordEndpoint,
  sendMobileCode,
  changeMobile,
  changeProfileEndpoint,
  changeConsentsEndpoint,
  disconnectSnsEndpoint,
  getWithdrawInfo,
  withdrawEndpoint,
  getUsageHistory,
];
