import { describe, expect, it } from 'vitest';
import { audited, snapshotOf } from './audit';
import { OPS_ENDPOINTS } from './index';

describe('the audit log covers the operator API', () => {
  it('knows every operator call that changes something', () => {
    const changing = OPS_ENDPOINTS.map((endpoint) => endpoint.contract).filter((contract) => contract.audit !== 'read');
    expect(changing.length).toBeGreaterThan(10);
    for (const contract of changing) expect(snapshotOf(contract), contract.path).toBeDefined();
  });

  it('refuses at start-up a changing call it does not know', () => {
    const unknown = { contract: { ...OPS_ENDPOINTS[0].contract, path: '/v1/orders/teleport' }, handler: () => ({}) };
    expect(() => audited(unknown)).toThrow('/v1/orders/teleport changes something but the audit log does not know how to record it');
  });
});
