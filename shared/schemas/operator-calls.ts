/**
 * The owner's management of operators and the audit log (ADR 025), and the operator a console
 * session belongs to (`ConsoleOperatorSchema`), which the session's own calls answer too
 * (ops-session-calls.ts).
 */
import { z } from 'zod';
import { OPERATOR_ROLES, type OperatorRole } from '../ops/operator-roles';
import { OPERATOR_ROUTES as R } from './operator-routes';
import { contractsNamed } from './contract';
import * as S from './operator-calls';

export const OperatorRoleSchema = z.enum(Object.keys(OPERATOR_ROLES) as [OperatorRole, ...OperatorRole[]], {
  error: 'role은 OWNER, CS, CONTENT, WAREHOUSE 중 하나여야 합니다.',
});
const LoginIdSchema = z
  .string({ error: '아이디를 입력해 주세요.' })
  .trim()
  .regex(/^[a-z0-9]{4,20}$/, '아이디는 영문 소문자와 숫자 4~20자입니다.');

export const ConsoleOperatorSchema = z.object({ operatorId: z.number().int(), loginId: z.string(), name: z.string(), role: OperatorRoleSchema });
export type ConsoleOperatorInfo = z.infer<typeof ConsoleOperatorSchema>;

export const OperatorSchema = ConsoleOperatorSchema.extend({
  status: z.enum(['ACTIVE', 'DISABLED']),
  createdAt: z.number().int(),
  lastLoginAt: z.number().int().nullable(),
});
export const ListOperatorsResponseSchema = z.object({ data: z.array(OperatorSchema) });
export const CreateOperatorRequestSchema = z.object({
  loginId: LoginIdSchema,
  name: z.string({ error: '이름을 입력해 주세요.' }).trim().min(1, '이름을 입력해 주세요.').max(20, '이름은 20자 이내입니다.'),
  role: OperatorRoleSchema,
  password: z.string({ error: '비밀번호를 입력해 주세요.' }).min(12, '운영자 비밀번호는 12자 이상입니다.').max(64, '비밀번호는 64자 이내입니다.'),
});
/** The TOTP secret is shown once, to be scanned into the new operator's authenticator app. */
export const CreateOperatorResponseSchema = z.object({ data: z.object({ operator: OperatorSchema, totpSecret: z.string(), totpUri: z.string() }) });
export const SetOperatorStatusRequestSchema = z.object({
  operatorId: z.number({ error: 'operatorId를 숫자로 보내 주세요.' }).int().positive(),
  status: z.enum(['ACTIVE', 'DISABLED'], { error: 'status는 ACTIVE 또는 DISABLED여야 합니다.' }),
});
export const SetOperatorStatusResponseSchema = z.object({ data: OperatorSchema });

/** DONE: a change, or a console login; REFUSED: a call outside the caller's role (403); FAILED: a login that did not pass. */
export const AUDIT_OUTCOMES = ['DONE', 'REFUSED', 'FAILED'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

export const AuditEntrySchema = z.object({
  auditId: z.number().int(),
  at: z.number().int(),
  /** The way in: the console (an operator, or someone trying to log in) or a key. */
  actorKind: z.enum(['OPERATOR', 'KEY']),
  operatorId: z.number().int().nullable(),
  /** The named key behind a key call; null for the OPERATOR_KEY secret. */
  keyId: z.number().int().nullable(),
  /** `한다원 (dawon, 대표)`, `운영자 키: 송장 스크립트 (물류)`, `로그인 시도: dawon`. */
  actorLabel: z.string(),
  action: z.string(),
  outcome: z.enum(AUDIT_OUTCOMES),
  target: z.string().nullable(),
  input: z.unknown(),
  before: z.unknown(),
  after: z.unknown(),
});
export const ListAuditRequestSchema = z.object({
  operatorId: z.number().int().positive().optional(),
  actorKind: z.enum(['OPERATOR', 'KEY']).optional(),
  outcome: z.enum(AUDIT_OUTCOMES, { error: `outcome은 ${AUDIT_OUTCOMES.join(', ')} 중 하나여야 합니다.` }).optional(),
  /** A call's path or its start: `/v1/orders/`. */
  action: z.string().max(60).optional(),
  /** `order:20261122-…`, or its start. */
  target: z.string().max(80).optional(),
  from: z.number().int().nonnegative().optional(),
  to: z.number().int().nonnegative().optional(),
  /** Entries older than this id (the next page, for scripts). */
  beforeId: z.number().int().positive().optional(),
  /** A page of `limit` entries (the console's table); with it `total` counts every match. */
  page: z.number().int().min(1).max(10_000).optional(),
  limit: z.number().int().min(1).max(200).default(50),
});
export const ListAuditResponseSchema = z.object({
  data: z.object({ items: z.array(AuditEntrySchema), nextBeforeId: z.number().int().nullable(), total: z.number().int().nonnegative() }),
});

export const OPERATOR_CONTRACTS = contractsNamed(S, R, {
  listOperators: { summary: '운영자 목록: 역할, 상태, 마지막 로그인 (대표만)' },
  createOperator: {
    summary: '운영자 추가: 아이디, 이름, 역할, 비밀번호; 인증 앱에 등록할 TOTP 비밀키는 이때 한 번만 보여 준다 (대표만)',
    errors: ['OPERATOR_LOGIN_ID_TAKEN'],
  },
  setOperatorStatus: {
    summary: '운영자 사용 중지(DISABLED, 로그인 세션도 끝남)와 다시 사용(ACTIVE) (대표만)',
    errors: ['OPERATOR_NOT_FOUND', 'OPERATOR_LAST_OWNER'],
  },
  listAudit: {
    summary:
      '감사 기록: 누가(운영자, 이름 있는 키), 언제, 무엇을(호출과 대상), 전후 상태, 콘솔 로그인(성공·실패)과 권한 밖이라 거부된 호출; 운영자·방식·결과·호출·대상·기간으로 거르고 최신 순 (대표만)',
  },
});
