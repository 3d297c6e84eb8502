/**
 * An operator route carries who may call it and whether the audit log writes it (ADR 045), so
 * the API's role check, the audit log and the console's menu all read one rule per call.
 * Schema-free, like every routes file, so the console reads it without zod.
 */
import { operatorRoute, type NoBody, type Route } from './contract';
import type { OperatorRole } from '../ops/operator-roles';

/** The roles besides the owner, who may make every call. */
export type StaffRole = Exclude<OperatorRole, 'OWNER'>;

/** `read`: never written to the audit log; `change`: written with its target (edge/src/ops/audit.ts). */
export type AuditRule = NonNullable<Route['audit']>;

export type OpsRoute<Req = unknown, Res = unknown, A extends AuditRule = AuditRule> = Route<Req, Res, 'operator'> & {
  readonly roles: readonly StaffRole[];
  readonly audit: A;
};

/** Every operator call is a POST under `/ops`. */
function opsRoute<A extends AuditRule>(audit: A) {
  return <Req = NoBody, Res = unknown>(path: string, roles: readonly StaffRole[]): OpsRoute<Req, Res, A> => ({
    ...operatorRoute<Req, Res>('POST', path),
    roles,
    audit,
  });
}
/** A call that only reads: lists, lookups, searches, exports. */
export const readRoute = opsRoute('read');
/** A call that changes something: the audit log writes who, what, and the target before and after. */
export const changeRoute = opsRoute('change');

/** Only the owner. */
export const OWNER_ONLY: readonly StaffRole[] = [];
/** Every operator. */
export const ALL_STAFF: readonly StaffRole[] = ['CS', 'CONTENT', 'WAREHOUSE'];
