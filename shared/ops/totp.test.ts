import { describe, expect, it } from 'vitest';
import { newTotpSecret, totpCode, totpStep, totpUri } from './totp';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const AT = Date.UTC(2026, 10, 25, 3, 0, 10);

describe('TOTP (RFC 6238)', () => {
  it('matches the RFC 6238 SHA-1 test vector', () => {
    // RFC 6238 Appendix B: secret "12345678901234567890", T = 59 s → 94287082 (8 digits); 6 digits → 287082.
    expect(totpCode('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', 59_000)).toBe('287082');
  });

  it('accepts the current code and one step either side, answering its step; nothing else', () => {
    const step = Math.floor(AT / 30_000);
    expect(totpStep(SECRET, totpCode(SECRET, AT), AT)).toBe(step);
    expect(totpStep(SECRET, totpCode(SECRET, AT - 30_000), AT)).toBe(step - 1);
    expect(totpStep(SECRET, totpCode(SECRET, AT + 30_000), AT)).toBe(step + 1);
    expect(totpStep(SECRET, totpCode(SECRET, AT - 90_000), AT)).toBeNull();
    expect(totpStep(SECRET, '12345', AT)).toBeNull();
    expect(totpStep(SECRET, 'abcdef', AT)).toBeNull();
  });

  it('makes a new 160-bit secret and the address an authenticator app reads', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(totpUri(secret, 'dawon')).toBe(
      `otpauth://totp/%EB%85%B9%EC%B0%A8%EC%88%8D:dawon?issuer=%EB%85%B9%EC%B0%A8%EC%88%8D&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
  });
});
