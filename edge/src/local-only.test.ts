import { describe, expect, it } from 'vitest';
import { isLocalEnvironment, isLocalRequest } from './local-only';

describe('isLocalRequest', () => {
  it('lets a local worker answer on loopback hosts only', () => {
    const local = { ENVIRONMENT: 'local' };
    expect(isLocalRequest(local, 'http://localhost:8787/member/sms/outbox')).toBe(true);
    expect(isLocalRequest(local, 'http://127.0.0.1:8799/x')).toBe(true);
    expect(isLocalRequest(local, 'http://[::1]:8787/x')).toBe(true);
    expect(isLocalRequest(local, 'https://nokcha.shop/x')).toBe(false);
    expect(isLocalRequest(local, 'https://localhost.nokcha.shop/x')).toBe(false);
    expect(isLocalRequest(local, 'not a url')).toBe(false);
  });

  it('refuses every other environment, whatever the host', () => {
    for (const ENVIRONMENT of ['prd', 'qa', 'dev', '', undefined]) {
      expect(isLocalEnvironment({ ENVIRONMENT })).toBe(false);
      expect(isLocalRequest({ ENVIRONMENT }, 'http://localhost:8787/x')).toBe(false);
    }
  });
});
