/**
 * What each role may open in the console; mirrors the API's rule (shared/ops/operator-roles.ts),
 * which refuses the rest whatever the screen shows (ADR 025).
 */
import type { OperatorRole } from '#shared/ops/operator-roles';

export type ConsoleArea = 'orders' | 'tracking' | 'inquiries' | 'claims' | 'points' | 'reviews' | 'postings' | 'audit';

const AREAS: Readonly<Record<Exclude<OperatorRole, 'OWNER'>, readonly ConsoleArea[]>> = {
  WAREHOUSE: ['orders', 'tracking'],
  CS: ['orders', 'inquiries', 'claims', 'points'],
  CONTENT: ['reviews', 'postings'],
};

/** Before the role is known (the first render) nothing is offered. */
export const can = (role: OperatorRole | undefined, area: ConsoleArea) => role === 'OWNER' || (role !== undefined && AREAS[role].includes(area));
