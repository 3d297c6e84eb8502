/**
 * The loaders of the account screens that only read (ADR 047): the withdrawal notice, the usage
 * history and the re-check's method. Withdrawal goes through `callAccount`, so a lapsed re-check
 * sends the member to prove themselves again.
 */
import { ACCOUNT_ROUTES } from '#shared/schemas/account-routes';
import { createLoader } from '#components/ui/loader.ts';
import { callApi } from '#lib/api-client';
import { callAccount } from './account-api';

export const withdrawInfoLoader = createLoader(
  async () => (await callAccount(ACCOUNT_ROUTES.getWithdrawInfo)).data,
  '탈퇴 안내를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.',
);

export const usageHistoryLoader = createLoader(
  async () => (await callApi(ACCOUNT_ROUTES.getUsageHistory)).data,
  '개인정보 이용 내역을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.',
);

export const reauthStateLoader = createLoader(
  async () => (await callApi(ACCOUNT_ROUTES.getReauthState)).data,
  '본인 확인 정보를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.',
);
