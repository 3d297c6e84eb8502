/**
 * SMS 발송 한도 초과 on the dashboard: the shop-wide hourly SMS budget (`SMS_HOURLY_BUDGET`, ADR 035)
 * refused login codes in the last day. Members could log in with their password meanwhile; SMS
 * login, join and SMS re-authentication waited until the hour's texts aged out.
 */
import { Alert, AlertTitle } from '@mui/material';
import { formatDttm, formatNumber } from '#shared/format';
import type { SmsBudgetOverrun } from '#shared/schemas/console-ops-calls';

const when = (dttm: string) => formatDttm(dttm, { weekday: false });

/** What the alert says: when, how many texts and the budget, and what to do about it. */
export function smsBudgetAlertText({ firstDttm, lastDttm, refusedCnt, budget }: SmsBudgetOverrun): string {
  const period = when(firstDttm) === when(lastDttm) ? `${when(firstDttm)}에` : `${when(firstDttm)}부터 ${when(lastDttm)}까지`;
  return (
    `${period} 한 시간 발송 한도 ${formatNumber(budget)}건을 넘어 인증번호 문자 ${formatNumber(refusedCnt)}건을 보내지 못했습니다. ` +
    '그동안 회원은 아이디와 비밀번호로 로그인할 수 있습니다. 실제 요청이 이만큼 많다면 SMS_HOURLY_BUDGET을 올려 주세요.'
  );
}

export function SmsBudgetAlert({ overrun }: { overrun: SmsBudgetOverrun | null }) {
  if (!overrun) return null;
  return (
    <Alert severity="error" sx={{ mb: 2 }}>
      <AlertTitle>SMS 발송 한도 초과</AlertTitle>
      {smsBudgetAlertText(overrun)}
    </Alert>
  );
}
