/**
 * The shoppers the browser suites (Playwright's e2e, the WebKit journeys) create, whatever runs
 * them: a member no other test, project or device uses, and what joining one through the member
 * gateway sends. Runner-free, so each suite keeps its own way of making the calls.
 */
export interface Member {
  custWebId: string;
  password: string;
  custNm: string;
  mobile: string;
}

let serial = 0;

/**
 * A member no other test uses: the ID starts with `prefix` and ends in a stamp (IDs are 4-20
 * lower-case letters and digits), the mobile number is a fresh `010` one.
 */
export function uniqueMember(prefix: string, custNm: string): Member {
  serial += 1;
  const stamp = `${Date.now().toString(36)}${serial.toString(36)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`.slice(-11);
  const digits = `${Date.now() % 100_000}`.padStart(5, '0') + `${Math.floor(Math.random() * 1000)}`.padStart(3, '0');
  return { custWebId: `${prefix}${stamp}`.slice(0, 20), password: 'green1234!', custNm, mobile: `010${digits}` };
}

/** The six-digit code in a text the member gateway sent (`[123456]`). */
export function smsCodeIn(text: string): string {
  const code = /\[(\d{6})\]/.exec(text)?.[1];
  if (!code) throw new Error(`no code in the text: ${text}`);
  return code;
}

/** Where a member's texts are read back from the embedded SMS outbox of a local worker. */
export const smsOutboxPath = (mobile: string) => `/member/sms/outbox?mobile=${mobile}`;

/** What the join form sends for `member` with the code texted to them, agreeing to the required terms only. */
export const joinBody = (member: Member, code: string) => ({
  ...member,
  passwordConfirm: member.password,
  code,
  consents: ['AGE14', 'TERMS', 'PRIVACY_REQUIRED'],
});
