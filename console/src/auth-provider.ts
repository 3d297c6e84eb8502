/**
 * Console login for react-admin (ADR 025): ID, password and the authenticator's code; the session
 * lives in an HttpOnly cookie, so "who am I" is always asked of the API (`/session/me`). The role
 * is react-admin's permissions: the menu shows what the role may do, and the API refuses the rest.
 */
import type { AuthProvider } from 'react-admin';
import type { RouteRequest } from '#shared/schemas/contract';
import type { ConsoleOperatorInfo } from '#shared/schemas/operator-calls';
import { OPERATOR_ROLES } from '#shared/ops/operator-roles';
import { OPS_SESSION_ROUTES as SESSION } from '#shared/schemas/ops-session-routes';
import { opsCall } from './ops-fetch';

/** The ID, password and authenticator code an operator signs in with. */
export type ConsoleLogin = RouteRequest<typeof SESSION.login>;

let current: Promise<ConsoleOperatorInfo> | null = null;
const me = () =>
  (current ??= opsCall(SESSION.me).catch((error: unknown) => {
    current = null;
    throw error;
  }));

export const authProvider: AuthProvider = {
  async login(params: ConsoleLogin) {
    current = Promise.resolve(await opsCall(SESSION.login, params));
  },
  async logout() {
    current = null;
    await opsCall(SESSION.logout).catch(() => undefined);
  },
  async checkAuth() {
    await me();
  },
  async checkError(error: { status?: number }) {
    // 401: the session ended (idle, logout elsewhere, disabled); 403 keeps the operator where they are.
    if (error?.status === 401) {
      current = null;
      throw new Error('로그인이 필요합니다.');
    }
  },
  async getPermissions() {
    return (await me()).role;
  },
  async getIdentity() {
    const operator = await me();
    return { id: operator.operatorId, fullName: `${operator.name} (${OPERATOR_ROLES[operator.role]})` };
  },
};
