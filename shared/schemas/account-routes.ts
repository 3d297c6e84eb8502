/** The member's account routes (schema-free; contracts at the end of `account-calls.ts`). */
import { memberRoute, type RequestOf, type ResponseOf } from './contract';
import type * as S from './account-calls';

const BASE = '/cu/customer/info/v1';

export const ACCOUNT_ROUTES = {
  getReauthState: memberRoute<undefined, ResponseOf<typeof S.GetReauthStateResponseSchema>>('POST', `${BASE}/getReauthState`),
  reauthPassword: memberRoute<RequestOf<typeof S.ReauthPasswordRequestSchema>, ResponseOf<typeof S.ReauthDoneResponseSchema>>('POST', `${BASE}/reauthPassword`),
  sendReauthCode: memberRoute<undefined, ResponseOf<typeof S.CodeSentResponseSchema>>('POST', `${BASE}/sendReauthCode`),
  reauthSms: memberRoute<RequestOf<typeof S.ReauthSmsRequestSchema>, ResponseOf<typeof S.ReauthDoneResponseSchema>>('POST', `${BASE}/reauthSms`),
  getPersonalInfo: memberRoute<undefined, ResponseOf<typeof S.GetPersonalInfoResponseSchema>>('POST', `${BASE}/getPersonalInfo`),
  changePassword: memberRoute<RequestOf<typeof S.ChangePasswordRequestSchema>, ResponseOf<typeof S.MessageResponseSchema>>('POST', `${BASE}/changePassword`),
  sendMobileCode: memberRoute<RequestOf<typeof S.SendMobileCodeRequestSchema>, ResponseOf<typeof S.CodeSentResponseSchema>>('POST', `${BASE}/sendMobileCode`),
  changeMobile: memberRoute<RequestOf<typeof S.ChangeMobileRequestSchema>, ResponseOf<typeof S.InfoChangeResponseSchema>>('POST', `${BASE}/changeMobile`),
  changeProfile: memberRoute<RequestOf<typeof S.ChangeProfileRequestSchema>, ResponseOf<typeof S.InfoChangeResponseSchema>>('POST', `${BASE}/changeProfile`),
  changeConsents: memberRoute<RequestOf<typeof S.ChangeConsentsRequestSchema>, ResponseOf<typeof S.InfoChangeResponseSchema>>('POST', `${BASE}/changeConsents`),
  disconnectSns: memberRoute<RequestOf<typeof S.DisconnectSnsRequestSchema>, ResponseOf<typeof S.InfoChangeResponseSchema>>('POST', `${BASE}/disconnectSns`),
  getWithdrawInfo: memberRoute<undefined, ResponseOf<typeof S.GetWithdrawInfoResponseSchema>>('POST', `${BASE}/getWithdrawInfo`),
  withdraw: memberRoute<RequestOf<typeof S.WithdrawRequestSchema>, ResponseOf<typeof S.MessageResponseSchema>>('POST', `${BASE}/withdraw`),
  getUsageHistory: memberRoute<undefined, ResponseOf<typeof S.GetUsageHistoryResponseSchema>>('POST', `${BASE}/getUsageHistory`),
};
