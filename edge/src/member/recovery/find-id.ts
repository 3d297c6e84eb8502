/**
 * `POST /member/find-id` (아이디 찾기): the name and mobile number the member joined with, proven by
 * the code texted to that number. The code is checked before anything is looked up, so only the
 * number's holder learns whether it belongs to a member; a wrong name and no member answer alike.
 * The answer hides the middle of the ID (docs/rules/membership.md).
 */
import { FIND_ID_SCREEN_PATH } from '#shared/constants';
import { MEMBER_CONTRACTS } from '#shared/schemas/member-calls';
import { normalizeMobile } from '#shared/validation/member';
import { GatewayError } from '#edge/gateway/errors';
import { formAnswers, memberEndpoint } from '../sign-in-answers';
import { assertCode } from '../sms/codes';
import { accountByMobile, maskWebId, sameName } from './accounts';

export const findId = memberEndpoint(
  MEMBER_CONTRACTS.findId,
  async ({ c, input }) => {
    const mobile = normalizeMobile(input.mobile);
    await assertCode(c.env.DB, mobile, input.code);
    const account = await accountByMobile(c.env.DB, mobile);
    if (!account || !sameName(input.custNm, account.custNm)) throw new GatewayError('ACCOUNT_NOT_FOUND');
    return {
      maskedId: account.custWebId === null ? null : maskWebId(account.custWebId),
      providers: account.providers,
      joinDt: account.joinDttm.slice(0, 8),
    };
  },
  formAnswers(FIND_ID_SCREEN_PATH),
);
