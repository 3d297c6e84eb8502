import { pbkdf2Sync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEMO_OPERATORS, operatorSql } from './operator-sql.mjs';

const owner = { loginId: 'dawon', name: "한'다원", role: 'OWNER', password: 'a-very-long-owner-pw', totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', now: 1 };

describe('operatorSql', () => {
  it('hashes the password as the worker checks it and quotes every value', () => {
    const sql = operatorSql(owner);
    const [, hash, salt] = /'([A-Za-z0-9+/=]{44})', '([A-Za-z0-9+/=]{24})', 100000/.exec(sql) ?? [];
    expect(pbkdf2Sync(owner.password, Buffer.from(salt, 'base64'), 100_000, 32, 'sha256').toString('base64')).toBe(hash);
    expect(sql).toContain("'한''다원'");
    expect(sql).toContain("WHERE NOT EXISTS (SELECT 1 FROM operators WHERE login_id = 'dawon')");
    expect(operatorSql(owner, { ifMissing: false })).not.toContain('WHERE NOT EXISTS');
  });

  it('refuses a bad login ID, role or short password before anything is written', () => {
    expect(() => operatorSql({ ...owner, loginId: 'Da Won' })).toThrow('아이디는 영문 소문자와 숫자 4~20자입니다.');
    expect(() => operatorSql({ ...owner, role: 'ADMIN' })).toThrow('역할은 OWNER, CS, CONTENT, WAREHOUSE 중 하나입니다.');
    expect(() => operatorSql({ ...owner, password: 'short' })).toThrow('운영자 비밀번호는 12자 이상입니다.');
  });

  it('seeds one local demo operator per role', () => {
    expect(DEMO_OPERATORS.map((operator) => operator.role)).toEqual(['OWNER', 'CS', 'CONTENT', 'WAREHOUSE']);
    for (const operator of DEMO_OPERATORS) expect(() => operatorSql(operator)).not.toThrow();
  });
});
