/**
 * The owner's operator calls (ADR 025): who the operators are, adding one (their TOTP secret
 * shown once), stopping one (their console sessions end with it), and reading the audit log.
 */
import type { OperatorRole } from '#shared/ops/operator-roles';
import type { AuditOutcome } from '#shared/schemas/operator-calls';
import { OPS_CONTRACTS } from '#shared/schemas/ops-calls';
import { newTotpSecret, totpUri } from '#shared/ops/totp';
import { hashPassword } from '../member/password';
import { defineEndpoint } from '../gateway/endpoint';
import { GatewayError } from '../gateway/errors';

interface OperatorRow {
  operator_id: number;
  login_id: string;
  name: string;
  role: OperatorRole;
  status: 'ACTIVE' | 'DISABLED';
  created_at: number;
  last_login_at: number | null;
}
const COLUMNS = 'operator_id, login_id, name, role, status, created_at, last_login_at';
const operatorOf = (row: OperatorRow) => ({
  operatorId: row.operator_id,
  loginId: row.login_id,
  name: row.name,
  role: row.role,
  status: row.status,
  createdAt: row.created_at,
  lastLoginAt: row.last_login_at,
});

export const listOperators = defineEndpoint(OPS_CONTRACTS.listOperators, async ({ db }) => {
  const { results } = await db.prepare(`SELECT ${COLUMNS} FROM operators ORDER BY operator_id`).all<OperatorRow>();
  return { data: results.map(operatorOf) };
});

export const createOperator = defineEndpoint(OPS_CONTRACTS.createOperator, async ({ db, input }) => {
  const taken = await db.prepare('SELECT 1 AS yes FROM operators WHERE login_id = ?').bind(input.loginId).first();
  if (taken) throw new GatewayError('OPERATOR_LOGIN_ID_TAKEN');
  const password = await hashPassword(input.password);
  const secret = newTotpSecret();
  const row = await db
    .prepare(
      `INSERT INTO operators (login_id, name, role, password_hash, password_salt, password_iterations, totp_secret, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING ${COLUMNS}`,
    )
    .bind(input.loginId, input.name, input.role, password.hash, password.salt, password.iterations, secret, Date.now())
    .first<OperatorRow>();
  return { data: { operator: operatorOf(row!), totpSecret: secret, totpUri: totpUri(secret, input.loginId) } };
});

export const setOperatorStatus = defineEndpoint(OPS_CONTRACTS.setOperatorStatus, async ({ db, input }) => {
  const now = Date.now();
  // Stopping the last active owner would leave nobody to manage operators: refused in the same
  // statement, so two owners stopping each other at once cannot both succeed.
  const [changed] = await db.batch([
    db
      .prepare(
        `UPDATE operators SET status = ?1 WHERE operator_id = ?2
           AND NOT (?1 = 'DISABLED' AND role = 'OWNER' AND (SELECT COUNT(*) FROM operators WHERE role = 'OWNER' AND status = 'ACTIVE') <= 1)`,
      )
      .bind(input.status, input.operatorId),
    db
      .prepare(
        `UPDATE operator_sessions SET revoked_at = ?1 WHERE operator_id = ?2 AND revoked_at IS NULL
           AND (SELECT status FROM operators WHERE operator_id = ?2) = 'DISABLED'`,
      )
      .bind(now, input.operatorId),
  ]);
  if (changed.meta.changes === 0) {
    const exists = await db.prepare('SELECT 1 AS found FROM operators WHERE operator_id = ?').bind(input.operatorId).first();
    throw new GatewayError(exists ? 'OPERATOR_LAST_OWNER' : 'OPERATOR_NOT_FOUND');
  }
  const row = await db.prepare(`SELECT ${COLUMNS} FROM operators WHERE operator_id = ?`).bind(input.operatorId).first<OperatorRow>();
  return { data: operatorOf(row!) };
});

interface AuditRow {
  audit_id: number;
  at: number;
  actor_kind: 'OPERATOR' | 'KEY';
  operator_id: number | null;
  key_id: number | null;
  actor_label: string;
  action: string;
  outcome: AuditOutcome;
  target: string | null;
  input_json: string;
  before_json: string | null;
  after_json: string | null;
}
const parsed = (json: string | null): unknown => (json === null ? null : JSON.parse(json));
/** `text` as a LIKE prefix, its wildcards taken literally. */
const prefix = (text: string | undefined) => (text === undefined ? null : `${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);

const AUDIT_WHERE = `(?1 IS NULL OR operator_id = ?1) AND (?2 IS NULL OR actor_kind = ?2)
  AND (?3 IS NULL OR action LIKE ?3 ESCAPE '\\') AND (?4 IS NULL OR target LIKE ?4 ESCAPE '\\')
  AND (?5 IS NULL OR at >= ?5) AND (?6 IS NULL OR at <= ?6) AND (?7 IS NULL OR outcome = ?7)`;

export const listAudit = defineEndpoint(OPS_CONTRACTS.listAudit, async ({ db, input }) => {
  const filters = [
    input.operatorId ?? null,
    input.actorKind ?? null,
    prefix(input.action),
    prefix(input.target),
    input.from ?? null,
    input.to ?? null,
    input.outcome ?? null,
  ];
  const offset = input.page ? (input.page - 1) * input.limit : 0;
  const beforeId = input.page ? null : (input.beforeId ?? null);
  const [listed, counted] = await db.batch<unknown>([
    db
      .prepare(`SELECT * FROM audit_log WHERE ${AUDIT_WHERE} AND (?8 IS NULL OR audit_id < ?8) ORDER BY audit_id DESC LIMIT ?9 OFFSET ?10`)
      .bind(...filters, beforeId, input.limit + 1, offset),
    db.prepare(`SELECT COUNT(*) AS n FROM audit_log WHERE ${AUDIT_WHERE}`).bind(...filters),
  ]);
  const results = listed.results as AuditRow[];
  const items = results.slice(0, input.limit).map((row) => ({
    auditId: row.audit_id,
    at: row.at,
    actorKind: row.actor_kind,
    operatorId: row.operator_id,
    keyId: row.key_id,
    actorLabel: row.actor_label,
    action: row.action,
    outcome: row.outcome,
    target: row.target,
    input: parsed(row.input_json),
    before: parsed(row.before_json),
    after: parsed(row.after_json),
  }));
  const nextBeforeId = results.length > input.limit ? items[items.length - 1].auditId : null;
  return { data: { items, nextBeforeId, total: (counted.results[0] as { n: number }).n } };
});

export const OPERATOR_OPS = [listOperators, createOperator, setOperatorStatus, listAudit];
