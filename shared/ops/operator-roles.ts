/**
 * Operator roles (ADR 025) and what each may call: the owner everything; the others the areas
 * of their day's work. Each operator route names the roles besides the owner that may call it
 * (shared/schemas/ops-routes.ts, ADR 045); the operator API checks it on every call
 * (edge/src/auth/operator.ts) and the console offers an area by the same rule, so hiding a button
 * in the console is never the only guard. Schema-free for the console.
 */

export const OPERATOR_ROLES = { OWNER: '대표', CS: '고객상담', CONTENT: '콘텐츠', WAREHOUSE: '물류' } as const;
export type OperatorRole = keyof typeof OPERATOR_ROLES;

/** An operator call's roles besides the owner; a call naming none is the owner's alone. */
export interface OperatorCallRoles {
  readonly roles?: readonly string[];
}

export function mayCall(role: OperatorRole, call: OperatorCallRoles): boolean {
  return role === 'OWNER' || (call.roles ?? []).includes(role);
}
