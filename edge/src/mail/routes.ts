/**
 * `GET /member/mail/outbox?to=` shows what the embedded mail sender wrote for one address,
 * newest first, so developers and tests can read codes without a mail provider. Only on a local
 * worker's loopback host (local-only.ts).
 */
import { Hono } from 'hono';
import { validateEmail } from '#shared/validation/member';
import { isLocalRequest } from '../local-only';
import type { MemberEnv } from '../member/member-env';
import { assertFields, GatewayError } from '../gateway/errors';
import { MEMBER_NOT_FOUND_MESSAGE } from '../member/member-errors';
import { NO_STORE } from '../member/respond';
import { readMailOutbox } from './embedded';

export const mailRoutes = new Hono<MemberEnv>();

mailRoutes.get('/outbox', async (c) => {
  if (!isLocalRequest(c.env, c.req.url)) throw new GatewayError('NOT_FOUND', MEMBER_NOT_FOUND_MESSAGE);
  const to = (c.req.query('to') ?? '').trim();
  assertFields({ to: validateEmail(to) });
  return c.json({ mails: await readMailOutbox(c.env.DB, to) }, 200, NO_STORE);
});
