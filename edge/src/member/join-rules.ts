/**
 * A new member's profile as a join and a social join store it, from fields the shared rules
 * (`profileRefusals` in `shared/schemas/member-calls.ts`, the screens' own) have passed.
 */
import { normalizeMobile } from '#shared/validation/member';

/** Who a new member is, cleaned up. */
export interface Profile {
  custNm: string;
  mobile: string;
  email: string | null;
  consents: Set<string>;
}

/** Trims the name and e-mail (an empty one is none) and keeps the mobile number's digits. */
export function readProfile(raw: { custNm: string; mobile: string; email: string; consents: readonly string[] }): Profile {
  const email = raw.email.trim();
  return { custNm: raw.custNm.trim(), mobile: normalizeMobile(raw.mobile), email: email === '' ? null : email, consents: new Set(raw.consents) };
}
