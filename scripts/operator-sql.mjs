// The row of one console operator as SQL, its password hashed as the worker checks it
// (sql-values.mjs).
// With `ifMissing` (the seed) a no-op when the login ID exists; without it (the owner command,
// create-operator.mjs) the insert fails on the taken ID, so no printed secret is ever a stale one.
import { hashedPassword, sqlText as text } from './sql-values.mjs';

export const OPERATOR_ROLES = ['OWNER', 'CS', 'CONTENT', 'WAREHOUSE'];

export function operatorSql({ loginId, name, role, password, totpSecret, now = Date.now() }, { ifMissing = true } = {}) {
  if (!/^[a-z0-9]{4,20}$/.test(loginId)) throw new Error('아이디는 영문 소문자와 숫자 4~20자입니다.');
  if (!OPERATOR_ROLES.includes(role)) throw new Error(`역할은 ${OPERATOR_ROLES.join(', ')} 중 하나입니다.`);
  if (password.length < 12) throw new Error('운영자 비밀번호는 12자 이상입니다.');
  const stored = hashedPassword(password);
  return `INSERT INTO operators (login_id, name, role, password_hash, password_salt, password_iterations, totp_secret, created_at)
SELECT ${text(loginId)}, ${text(name)}, ${text(role)}, ${text(stored.hash)}, ${text(stored.salt)}, ${stored.iterations}, ${text(totpSecret)}, ${now}
${ifMissing ? `WHERE NOT EXISTS (SELECT 1 FROM operators WHERE login_id = ${text(loginId)})` : ''};`;
}

/**
 * The local demo's operators, one per role (README "Operators"). Their TOTP secrets are public on
 * purpose: the seed is for a developer's machine only, never a deployed shop.
 */
export const DEMO_OPERATORS = [
  { loginId: 'owner', name: '한다원', role: 'OWNER', totpSecret: 'NOKCHAOWNERLOCALDEMOAAAAAAAAAAAA' },
  { loginId: 'csteam', name: '윤상담', role: 'CS', totpSecret: 'NOKCHACSTEAMLOCALDEMOAAAAAAAAAAA' },
  { loginId: 'content', name: '서콘텐츠', role: 'CONTENT', totpSecret: 'NOKCHACONTENTLOCALDEMOAAAAAAAAAA' },
  { loginId: 'warehouse', name: '배물류', role: 'WAREHOUSE', totpSecret: 'NOKCHAWAREHOUSELOCALDEMOAAAAAAAA' },
].map((operator) => ({ ...operator, password: 'nokcha-ops-2026!' }));
