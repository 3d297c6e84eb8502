/**
 * The owner's named operator keys (ADR 037): the list, a new key for one person or script (its
 * secret answered this once, only its hash kept), and revoking one, after which it opens nothing.
 */
import type { OperatorRole } from '#shared/ops/operator-roles';
import { OPS_CONTRACTS } from '#shared/schemas/ops-calls';
import { newOperatorKey } from '../auth/operator-keys';
import { defineEndpoint } from '../gateway/endpoint';
import { GatewayError } from '../gateway/errors';
import { actorLabel } from './audit-log';

interface KeyRow {
  key_id: number;
  name: string;
  role: OperatorRole;
  key_hint: string;
  created_by: string;
  created_at: number;
  last_used_at: number | null;
  revoked_at: number | null;
}
const COLUMNS = 'key_id, name, role, key_hint, created_by, created_at, last_used_at, revoked_at';
const keyOf = (row: KeyRow) => ({
  keyId: row.key_id,
  name: row.name,
  role: row.role,
  keyHint: row.key_hint,
  createdBy: row.created_by,
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
  revokedAt: row.revoked_at,
});

export const listOperatorKeys = defineEndpoint(OPS_CONTRACTS.listOperatorKeys, async ({ db }) => {
  const { results } = await db.prepare(`SELECT ${COLUMNS} FROM operator_keys ORDER BY revoked_at IS NOT NULL, key_id DESC`).all<KeyRow>();
  return { data: results.map(keyOf) };
});

export const createOperatorKey = defineEndpoint(OPS_CONTRACTS.createOperatorKey, async ({ db, input, actor }) => {
  const key = await newOperatorKey();
  // A name is never reused, a revoked key's neither, so the log's older entries name one key each.
  const row = await db
    .prepare(
      `INSERT INTO operator_keys (name, role, key_hash, key_hint, created_by, created_at) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (name) DO NOTHING RETURNING ${COLUMNS}`,
    )
    .bind(input.name, input.role, key.hash, key.hint, actorLabel(actor), Date.now())
    .first<KeyRow>();
  if (!row) throw new GatewayError('OPERATOR_KEY_NAME_TAKEN');
  return { data: { key: keyOf(row), secret: key.secret } };
});

export const revokeOperatorKey = defineEndpoint(OPS_CONTRACTS.revokeOperatorKey, async ({ db, input }) => {
  const row = await db
    .prepare(`UPDATE operator_keys SET revoked_at = ? WHERE key_id = ? AND revoked_at IS NULL RETURNING ${COLUMNS}`)
    .bind(Date.now(), input.keyId)
    .first<KeyRow>();
  if (row) return { data: keyOf(row) };
  const exists = await db.prepare('SELECT 1 AS found FROM operator_keys WHERE key_id = ?').bind(input.keyId).first();
  throw new GatewayError(exists ? 'OPERATOR_KEY_REVOKED' : 'OPERATOR_KEY_NOT_FOUND');
});

export const OPERATOR_KEY_OPS = [listOperatorKeys, createOperatorKey, revokeOperatorKey];
