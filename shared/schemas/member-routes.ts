/**
 * The member gateway's routes (`/member…`), schema-free so the login and join screens' scripts
 * import them without zod (ADR 016). The paths are the ones browsers, the app and the no-JS forms
 * already use; the login and the joins share `POST /member/` and are told apart by a fixed query
 * parameter written into the path (ADR 046).
 */
import { memberGatewayRoute, sentAs, typedRoutes } from './contract';
import type * as S from './member-calls';

/** A sign-in form's call: form fields from a no-JS form, JSON from the screen's script. */
const signIn = <R extends Parameters<typeof sentAs>[1]>(routeOf: R) => sentAs('form', routeOf);

export const MEMBER_ROUTES = typedRoutes<typeof S>()({
  passwordLogin: signIn(memberGatewayRoute('POST', '/')),
  smsLogin: signIn(memberGatewayRoute('POST', '/?loginType=sms')),
  join: signIn(memberGatewayRoute('POST', '/?processType=join')),
  socialJoin: signIn(memberGatewayRoute('POST', '/?processType=kakaoJoin')),
  checkId: memberGatewayRoute('GET', '/check-id'),
  autoLogin: memberGatewayRoute('POST', '/autologin'),
  sendSmsCode: signIn(memberGatewayRoute('POST', '/sms/send')),
  findId: signIn(memberGatewayRoute('POST', '/find-id')),
  verifyPasswordReset: signIn(memberGatewayRoute('POST', '/password-reset/verify')),
  resetPassword: signIn(memberGatewayRoute('POST', '/password-reset')),
  socialProviders: memberGatewayRoute('GET', '/social/providers'),
  pendingJoin: memberGatewayRoute('GET', '/social/pending'),
});
