import { describe, expect, it } from 'vitest';
import { audited, snapshotOf } from './audit';
import { OPS_ENDPOINTS } from './index';

describe('the audit log covers the operator API', () => {
  it('knows every operator call that changes something', () => {
    // The console's session calls are not operator calls: the login writes its own lines (console-session.ts).
    const changing = OPS_ENDPOINTS.map((endpoint) => endpoint.contract).filter((contract) => contract.auth === 'operator' && contract.audit !== 'read');
    expect(changing.length).toBeGreaterThan(10);
    for (const contract of changing) expect(snapshotOf(contract), contract.path).toBeDefined();
  });

  it('refuses at start-up a changing call it does not know', () => {
    const changing = OPS_ENDPOINTS.find((endpoint) => endpoint.contract.audit === 'change')!;
    const unknown = { contract: { ...changing.contract, path: '/v1/orders/teleport' }, handler: () => ({}) };
    expect(() => audited(unknown)).toThrow('/v1/orders/teleport changes something but the audit log does not know how to record it');
  });
});
