/**
 * The console's own session calls (ADR 025, 060): an operator signs in with ID, password and the
 * authenticator's code, asks who they are, and signs out. They are `console` calls, made by the
 * console's page before it has a session, so they name no roles; they are not audited calls: the
 * login writes its own lines to the audit log. The field messages speak only of the shape of what
 * was typed, never of an account, so a refusal tells nothing about which IDs exist.
 */
import { z } from 'zod';
import { contractsNamed } from './contract';
import { ConsoleOperatorSchema } from './operator-calls';
import { OPS_SESSION_ROUTES as R } from './ops-session-routes';
import * as S from './ops-session-calls';

export const LoginRequestSchema = z.object({
  loginId: z.string({ error: '아이디를 입력해 주세요.' }).trim().min(1, '아이디를 입력해 주세요.').max(20, '아이디는 20자 이내입니다.'),
  password: z.string({ error: '비밀번호를 입력해 주세요.' }).min(1, '비밀번호를 입력해 주세요.').max(64, '비밀번호는 64자 이내입니다.'),
  otp: z
    .string({ error: '인증 앱의 6자리 코드를 입력해 주세요.' })
    .trim()
    .regex(/^\d{6}$/, '인증 앱의 6자리 코드를 입력해 주세요.'),
});
/** The operator whose session it is. */
export const LoginResponseSchema = z.object({ data: ConsoleOperatorSchema });
export const MeResponseSchema = LoginResponseSchema;
export const LogoutResponseSchema = z.object({ data: z.object({ loggedOut: z.literal(true) }) });

export const OPS_SESSION_CONTRACTS = contractsNamed(S, R, {
  login: {
    summary:
      '콘솔 로그인: 아이디, 비밀번호, 인증 앱의 6자리 코드(한 번만 쓰임); 실패는 어느 것이 틀렸든 같은 답이고 감사 기록에 남는다. 세션 쿠키(HttpOnly, SameSite=Strict, Path=/ops)를 준다',
    errors: ['OPERATOR_LOGIN_FAILED', 'OPERATOR_LOGIN_THROTTLED'],
  },
  me: { summary: '지금 세션의 운영자: 번호, 아이디, 이름, 역할; 세션이 없거나 끝났으면 401' },
  logout: { summary: '콘솔 로그아웃: 세션을 끝내고 쿠키를 지운다' },
});
