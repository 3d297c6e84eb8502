import { describe, expect, it } from 'vitest';
import { OPERATOR_ROLES, type OperatorRole } from '#shared/ops/operator-roles';
import { can, type ConsoleArea } from './role-areas';

const AREAS: ConsoleArea[] = [
  'orders',
  'tracking',
  'orderStatus',
  'orderCancel',
  'paymentVoids',
  'inquiries',
  'claims',
  'bottles',
  'customers',
  'points',
  'memberStatus',
  'reviews',
  'postings',
  'editors',
  'audit',
  'operators',
  'operatorKeys',
  'notices',
  'faqs',
  'catalog',
  'documents',
  'stores',
  'events',
  'speed',
  'sales',
  'bestProducts',
];

describe('console areas', () => {
  it('offers each role its own day’s work and the owner everything', () => {
    const offered = (role: OperatorRole) => AREAS.filter((area) => can(role, area));
    expect(Object.fromEntries((Object.keys(OPERATOR_ROLES) as OperatorRole[]).map((role) => [role, offered(role)]))).toEqual({
      OWNER: AREAS,
      CS: ['orders', 'orderCancel', 'paymentVoids', 'inquiries', 'claims', 'bottles', 'customers', 'points', 'memberStatus'],
      CONTENT: ['customers', 'reviews', 'postings', 'editors', 'notices', 'faqs', 'catalog', 'documents', 'stores', 'events', 'speed'],
      WAREHOUSE: ['orders', 'tracking', 'orderStatus', 'bottles'],
    });
    expect(can(undefined, 'orders')).toBe(false);
  });
});
