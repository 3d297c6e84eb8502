/**
 * The field rules a join and a social join share, applied on the server with the same
 * functions (and Korean messages) the screens use (`shared/validation/member.ts`).
 */
import {
  JOIN_CONSENTS,
  normalizeMobile,
  validateEmail,
  validateMobile,
  validateName,
  validateNightPush,
  validateRequiredConsents,
} from '#shared/validation/member';

const KNOWN_CONSENTS: ReadonlySet<string> = new Set(JOIN_CONSENTS.map((consent) => consent.code));

/** The consents given, and the message when they are not enough or not known. */
export function readConsents(codes: readonly string[]): { given: Set<string>; error: string | null } {
  const given = new Set(codes);
  const unknown = codes.find((code) => !KNOWN_CONSENTS.has(code));
  if (unknown !== undefined) return { given, error: '알 수 없는 동의 항목이 있습니다.' };
  return { given, error: validateRequiredConsents(given) ?? validateNightPush(given) };
}

/** Who a new member is, cleaned up, with the message of each failed rule. */
export interface ProfileInput {
  custNm: string;
  mobile: string;
  email: string | null;
  consents: Set<string>;
  errors: Record<string, string | null>;
}

/** Applies the name, mobile, optional e-mail and consent rules. */
export function readProfile(raw: { custNm: string; mobile: string; email: string; consents: readonly string[] }): ProfileInput {
  const custNm = raw.custNm.trim();
  const email = raw.email.trim();
  const consents = readConsents(raw.consents);
  return {
    custNm,
    mobile: normalizeMobile(raw.mobile),
    email: email === '' ? null : email,
    consents: consents.given,
    errors: {
      custNm: validateName(custNm),
      mobile: validateMobile(raw.mobile),
      email: validateEmail(email, false),
      consents: consents.error,
    },
  };
}
