/** The member's account routes (schema-free; contracts at the end of `account-calls.ts`). */
import { memberRoute, typedRoutes } from './contract';
import type * as S from './account-calls';

const BASE = '/cu/customer/info/v1';

export const ACCOUNT_ROUTES = typedRoutes<typeof S>()({
  getReauthState: memberRoute('POST', `${BASE}/getReauthState`),
  reauthPassword: memberRoute('POST', `${BASE}/reauthPassword`),
  sendReauthCode: memberRoute('POST', `${BASE}/sendReauthCode`),
  reauthSms: memberRoute('POST', `${BASE}/reauthSms`),
  getPersonalInfo: memberRoute('POST', `${BASE}/getPersonalInfo`),
  changePassword: memberRoute('POST', `${BASE}/changePassword`),
  sendMobileCode: memberRoute('POST', `${BASE}/sendMobileCode`),
  changeMobile: memberRoute('POST', `${BASE}/changeMobile`),
  changeProfile: memberRoute('POST', `${BASE}/changeProfile`),
  changeConsents: memberRoute('POST', `${BASE}/changeConsents`),
  disconnectSns: memberRoute('POST', `${BASE}/disconnectSns`),
  getWithdrawInfo: memberRoute('POST', `${BASE}/getWithdrawInfo`),
  withdraw: memberRoute('POST', `${BASE}/withdraw`),
  getUsageHistory: memberRoute('POST', `${BASE}/getUsageHistory`),
});
