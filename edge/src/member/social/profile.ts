/**
 * Each provider's profile answer, reduced to what a join can use. Only verified e-mail
 * addresses are kept; phone numbers become the shop's digits-only `010…` form.
 */

/** What a provider told about its user, in the shop's terms. */
export interface SocialProfile {
  /** The provider's stable user id, as a string (Kakao's is a number). */
  providerUserId: string;
  name: string | null;
  email: string | null;
  mobile: string | null;
}

type Json = Record<string, unknown>;

function object(value: unknown): Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function id(value: unknown): string {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  const asText = text(value);
  if (asText === null) throw new Error('The provider answered a profile without an id');
  return asText;
}

/** `+82 10-1234-5678`, `010-1234-5678` → `01012345678`; anything else → null. */
export function koreanMobile(value: unknown): string | null {
  const raw = text(value);
  if (raw === null) return null;
  let digits = raw.replace(/[^\d+]/g, '');
  if (digits.startsWith('+82')) digits = `0${digits.slice(3)}`;
  return /^01\d{8,9}$/.test(digits) ? digits : null;
}

/** Kakao `GET /v2/user/me`: `{id, kakao_account: {name, profile: {nickname}, email, is_email_verified, phone_number}}`. */
export function kakaoProfile(body: unknown): SocialProfile {
  const root = object(body);
  const account = object(root.kakao_account);
  const verified = account.is_email_valid !== false && account.is_email_verified === true;
  return {
    providerUserId: id(root.id),
    name: text(account.name) ?? text(object(account.profile).nickname) ?? text(object(root.properties).nickname),
    email: verified ? text(account.email) : null,
    mobile: koreanMobile(account.phone_number),
  };
}

/** Naver `GET /v1/nid/me`: `{resultcode: '00', response: {id, name, nickname, email, mobile}}`. */
export function naverProfile(body: unknown): SocialProfile {
  const root = object(body);
  if (root.resultcode !== '00') throw new Error(`Naver profile answered resultcode ${String(root.resultcode)}`);
  const profile = object(root.response);
  return {
    providerUserId: id(profile.id),
    name: text(profile.name) ?? text(profile.nickname),
    email: text(profile.email),
    mobile: koreanMobile(profile.mobile),
  };
}

/** Facebook `GET /me?fields=id,name,email`. */
export function facebookProfile(body: unknown): SocialProfile {
  const root = object(body);
  return { providerUserId: id(root.id), name: text(root.name), email: text(root.email), mobile: null };
}

/**
 * Apple: the validated ID token's claims, and the `user` form field Apple posts on the first
 * authorization only (`{"name": {"firstName", "lastName"}}`).
 */
export function appleProfile(claims: Json, userField: string | null): SocialProfile {
  const verified = claims.email_verified === true || claims.email_verified === 'true';
  return { providerUserId: id(claims.sub), name: appleName(userField), email: verified ? text(claims.email) : null, mobile: null };
}

function appleName(userField: string | null): string | null {
  let user: Json;
  try {
    user = object(JSON.parse(userField ?? 'null'));
  } catch {
    return null;
  }
  const parts = object(user.name);
  const first = text(parts.firstName) ?? '';
  const last = text(parts.lastName) ?? '';
  // Korean names: family name first, no space (김녹차); others as written (Jane Doe).
  return (/[가-힣]/.test(first + last) ? `${last}${first}` : `${first} ${last}`).trim() || null;
}
