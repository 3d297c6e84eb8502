import { describe, expect, it } from 'vitest';
import { isTransientRefusal, REFUSALS } from './refusals';

describe('isTransientRefusal', () => {
  it('tells a slow or unreachable provider from a refused payment', () => {
    expect(isTransientRefusal(REFUSALS.timeout.code)).toBe(true);
    expect(isTransientRefusal(REFUSALS.unreachable.code)).toBe(true);
    expect(isTransientRefusal('IDEMPOTENT_REQUEST_PROCESSING')).toBe(true);
    expect(isTransientRefusal('REJECT_CARD_PAYMENT')).toBe(false);
    expect(isTransientRefusal(REFUSALS.amountMismatch.code)).toBe(false);
    expect(isTransientRefusal(REFUSALS.alreadyProcessed.code)).toBe(false);
  });
});
