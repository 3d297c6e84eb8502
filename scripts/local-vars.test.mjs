import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { devVarNames, ensureDevVars, LOCAL_VARS, localVarFlags } from './local-vars.mjs';

const scratch = () => join(mkdtempSync(join(tmpdir(), 'nokcha-dev-vars-')), '.dev.vars');

describe('ensureDevVars', () => {
  it('writes every local value into a new .dev.vars', () => {
    const path = scratch();
    expect(ensureDevVars(path)).toEqual(Object.keys(LOCAL_VARS));
    const text = readFileSync(path, 'utf8');
    expect(text).toContain('ENVIRONMENT=local\n');
    expect(text).toContain('PAYMENT_PROVIDER=test\n');
    expect(devVarNames(text)).toEqual(Object.keys(LOCAL_VARS));
  });

  it("keeps a developer's own lines and values, adding only what is missing", () => {
    const path = scratch();
    writeFileSync(path, '# mine\nKAKAO_CLIENT_ID=abc\nexport PAYMENT_PROVIDER=toss');
    expect(ensureDevVars(path)).toEqual(['ENVIRONMENT', 'CUSTOMER_ENC_KEY', 'RUM_TOKEN_SECRET']);
    const text = readFileSync(path, 'utf8');
    expect(text.startsWith('# mine\nKAKAO_CLIENT_ID=abc\nexport PAYMENT_PROVIDER=toss\nENVIRONMENT=local\n')).toBe(true);
    expect(ensureDevVars(path)).toEqual([]);
    expect(readFileSync(path, 'utf8')).toBe(text);
  });
});

describe('localVarFlags', () => {
  it('passes the local values and lets a caller override one', () => {
    const flags = localVarFlags({ ENVIRONMENT: 'qa', TEST_CLOCK: 'on' });
    expect(flags).toContain('ENVIRONMENT:qa');
    expect(flags).not.toContain('ENVIRONMENT:local');
    expect(flags).toContain('TEST_CLOCK:on');
    expect(flags.filter((flag) => flag === '--var')).toHaveLength(flags.length / 2);
  });
});
