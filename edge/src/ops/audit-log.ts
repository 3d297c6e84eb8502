/**
 * One row of the audit log (ADR 025, 037): who (a console operator, a named key, the OPERATOR_KEY
 * secret, or someone trying to log in), when, the call, its outcome, its target, and the input
 * and the target's state before and after. Changes (./audit.ts), console logins
 * (./console-session.ts) and calls refused for the caller's role (../auth/operator.ts) all write
 * it here, so every row names its caller the same way.
 */
import { OPERATOR_ROLES } from '#shared/ops/operator-roles';
import type { AuditOutcome } from '#shared/schemas/operator-calls';
import type { OperatorActor } from '../auth/operator';

/** How the log names a caller: the operator with their ID and role, or the key by its name and role. */
export function actorLabel(actor: OperatorActor): string {
  if (actor.kind === 'KEY') return `운영자 키: ${actor.keyName} (${OPERATOR_ROLES[actor.role]})`;
  return `${actor.name} (${actor.loginId}, ${OPERATOR_ROLES[actor.role]})`;
}

/** Who a row names: the columns of a known caller, or of someone not logged in yet. */
export interface AuditActor {
  kind: 'OPERATOR' | 'KEY';
  operatorId: number | null;
  keyId: number | null;
  label: string;
}

export function auditActorOf(actor: OperatorActor): AuditActor {
  if (actor.kind === 'KEY') return { kind: 'KEY', operatorId: null, keyId: actor.keyId, label: actorLabel(actor) };
  return { kind: 'OPERATOR', operatorId: actor.operatorId, keyId: null, label: actorLabel(actor) };
}

export interface AuditEntry {
  actor: AuditActor;
  /** The call's path, e.g. `/v1/orders/status`. */
  action: string;
  outcome: AuditOutcome;
  target: string | null;
  /** Already stripped of secrets. */
  input: unknown;
  before?: unknown;
  after?: unknown;
}

const jsonOrNull = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/** The statement that writes `entry`, to run alone or in a batch with the change it records. */
export function auditInsert(db: D1Database, entry: AuditEntry, at = Date.now()): D1PreparedStatement {
  const { actor } = entry;
  return db
    .prepare(
      `INSERT INTO audit_log (at, actor_kind, operator_id, key_id, actor_label, action, outcome, target, input_json, before_json, after_json)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(
      at,
      actor.kind,
      actor.operatorId,
      actor.keyId,
      actor.label,
      entry.action,
      entry.outcome,
      entry.target,
      JSON.stringify(entry.input ?? {}),
      jsonOrNull(entry.before),
      jsonOrNull(entry.after),
    );
}
