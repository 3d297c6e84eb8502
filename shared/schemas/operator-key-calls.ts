/**
 * Named operator keys (ADR 037): one per person or script, each with a role, created and revoked
 * by the owner. The key itself is in the creating answer only; lists show its last characters.
 */
import { z } from 'zod';
import { OperatorRoleSchema } from './operator-calls';
import { OPERATOR_KEY_ROUTES as R } from './operator-key-routes';
import { contractsNamed } from './contract';
import * as S from './operator-key-calls';

/** Names the log gives the keys set in the worker's configuration: no named key may take them. */
export const CONFIGURED_KEY_NAMES = ['OPERATOR_KEY', 'LOCAL_OPERATOR_KEY'] as const;

export const OperatorKeySchema = z.object({
  keyId: z.number().int(),
  name: z.string(),
  role: OperatorRoleSchema,
  /** The key's last four characters. */
  keyHint: z.string(),
  createdBy: z.string(),
  createdAt: z.number().int(),
  lastUsedAt: z.number().int().nullable(),
  revokedAt: z.number().int().nullable(),
});
export const ListOperatorKeysResponseSchema = z.object({ data: z.array(OperatorKeySchema) });

export const CreateOperatorKeyRequestSchema = z.object({
  name: z
    .string({ error: '키 이름을 입력해 주세요.' })
    .trim()
    .min(1, '키 이름을 입력해 주세요.')
    .max(30, '키 이름은 30자 이내입니다.')
    .refine((name) => !(CONFIGURED_KEY_NAMES as readonly string[]).includes(name.toUpperCase()), '설정된 키의 이름은 쓸 수 없습니다. 다른 이름을 지어 주세요.'),
  role: OperatorRoleSchema,
});
/** `secret` is the key, shown this once. */
export const CreateOperatorKeyResponseSchema = z.object({ data: z.object({ key: OperatorKeySchema, secret: z.string() }) });

export const RevokeOperatorKeyRequestSchema = z.object({ keyId: z.number({ error: 'keyId를 숫자로 보내 주세요.' }).int().positive() });
export const RevokeOperatorKeyResponseSchema = z.object({ data: OperatorKeySchema });

export const OPERATOR_KEY_CONTRACTS = contractsNamed(S, R, {
  listOperatorKeys: { summary: '운영자 키 목록: 이름, 역할, 끝 네 글자, 만든 사람, 마지막 사용, 폐기 여부 (대표만)' },
  createOperatorKey: {
    summary: '운영자 키 만들기: 사람이나 스크립트마다 이름과 역할; 키(secret)는 이때 한 번만 보여 주고 해시만 저장 (대표만)',
    errors: ['OPERATOR_KEY_NAME_TAKEN'],
  },
  revokeOperatorKey: {
    summary: '운영자 키 폐기: 그 키로 하는 호출은 바로 401; 감사 기록에는 이름이 남는다 (대표만)',
    errors: ['OPERATOR_KEY_NOT_FOUND', 'OPERATOR_KEY_REVOKED'],
  },
});
