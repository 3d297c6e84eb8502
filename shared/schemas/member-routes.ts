/**
 * The member gateway's routes (`/member…`), schema-free so the login and join screens' scripts
 * import them without zod (ADR 016). The paths are the ones browsers, the app and the no-JS forms
 * already use; the login and the joins share `POST /member/` and are told apart by a fixed query
 * parameter written into the path (ADR 046).
 */
import { memberGatewayRoute, sentAs, type RequestOf, type ResponseOf } from './contract';
import type {
  AutoLoginResponseSchema,
  CheckIdRequestSchema,
  CheckIdResponseSchema,
  JoinRequestSchema,
  PasswordLoginRequestSchema,
  PendingJoinResponseSchema,
  RedirectResponseSchema,
  SendSmsCodeRequestSchema,
  SendSmsCodeResponseSchema,
  SmsLoginRequestSchema,
  SocialJoinRequestSchema,
  SocialProvidersResponseSchema,
} from './member-calls';

type Redirect = ResponseOf<typeof RedirectResponseSchema>;
/** A sign-in form's call: form fields from a no-JS form, JSON from the screen's script. */
const signIn = <S extends Parameters<typeof sentAs>[1]>(routeOf: S) => sentAs('form', routeOf);

export const MEMBER_ROUTES = {
  passwordLogin: signIn(memberGatewayRoute<RequestOf<typeof PasswordLoginRequestSchema>, Redirect>('POST', '/')),
  smsLogin: signIn(memberGatewayRoute<RequestOf<typeof SmsLoginRequestSchema>, Redirect>('POST', '/?loginType=sms')),
  join: signIn(memberGatewayRoute<RequestOf<typeof JoinRequestSchema>, Redirect>('POST', '/?processType=join')),
  socialJoin: signIn(memberGatewayRoute<RequestOf<typeof SocialJoinRequestSchema>, Redirect>('POST', '/?processType=kakaoJoin')),
  checkId: memberGatewayRoute<RequestOf<typeof CheckIdRequestSchema>, ResponseOf<typeof CheckIdResponseSchema>>('GET', '/check-id'),
  autoLogin: memberGatewayRoute<undefined, ResponseOf<typeof AutoLoginResponseSchema>>('POST', '/autologin'),
  sendSmsCode: signIn(memberGatewayRoute<RequestOf<typeof SendSmsCodeRequestSchema>, ResponseOf<typeof SendSmsCodeResponseSchema>>('POST', '/sms/send')),
  socialProviders: memberGatewayRoute<undefined, ResponseOf<typeof SocialProvidersResponseSchema>>('GET', '/social/providers'),
  pendingJoin: memberGatewayRoute<undefined, ResponseOf<typeof PendingJoinResponseSchema>>('GET', '/social/pending'),
};
