import { describe, expect, it } from 'vitest';
import { mayCall, OPERATOR_ROLES, type OperatorRole } from '#shared/ops/operator-roles';
import { can, type ConsoleArea } from './role-areas';

/** The operator call behind each console area: the screen offers exactly what the API allows. */
const CALL_OF: Record<ConsoleArea, string> = {
  orders: '/v1/orders/search',
  tracking: '/v1/orders/tracking-upload',
  inquiries: '/v1/inquiries/answer',
  claims: '/v1/claims/status',
  points: '/v1/customers/points',
  reviews: '/v1/reviews/moderate',
  postings: '/v1/postings/decide',
  audit: '/v1/audit/list',
};

describe('console areas', () => {
  it('offers each role exactly the areas whose calls the API lets it make', () => {
    for (const role of Object.keys(OPERATOR_ROLES) as OperatorRole[]) {
      for (const [area, path] of Object.entries(CALL_OF) as [ConsoleArea, string][]) {
        expect(can(role, area), `${role} ${area}`).toBe(mayCall(role, path));
      }
    }
    expect(can(undefined, 'orders')).toBe(false);
  });
});
