/* global atob, btoa, crypto, Response */
// A fake Kakao login (OAuth 2.0 authorization code flow with PKCE) for tests, with no
// dependencies. It answers in Kakao's documented shapes:
//   GET  /oauth/authorize  approves at once and redirects to redirect_uri with code and state
//   POST /oauth/token      swaps the code for tokens (client_secret_post, PKCE S256 checked)
//   GET  /v2/user/me       the profile: {id, connected_at, properties, kakao_account}
//   GET  /health           for the test runner's readiness probe
// Who logs in: the `fake_oauth_user` cookie (a numeric id) when the browser has one, else a new
// random user; the `fake_oauth_deny=1` cookie makes the user press "cancel" (error=access_denied).
//
// `createOAuthFake()` is a plain Request → Response handler, used in-process by the worker's unit
// tests. Run as a program (`node tests/fakes/oauth-provider.mjs`) it serves on FAKE_OAUTH_PORT
// (default 8899) at 127.0.0.1 for the end-to-end tests.

import { runFake, serveFake } from './serve-fake.mjs';

const CODE_TTL_MS = 5 * 60 * 1000;

/** Base64url of bytes. */
function base64url(bytes) {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function randomString(bytes = 24) {
  return base64url(crypto.getRandomValues(new Uint8Array(bytes)));
}

function json(body, status = 200, headers = {}) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json;charset=UTF-8', 'Cache-Control': 'no-store', ...headers } });
}

function cookies(request) {
  const jar = new Map();
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name) jar.set(name, decodeURIComponent(value.join('=')));
  }
  return jar;
}

/**
 * A fake Kakao with its own in-memory codes and tokens.
 * @param {{ clientId?: string, clientSecret?: string }} [options] credentials it accepts; any when omitted
 */
export function createOAuthFake(options = {}) {
  const codes = new Map();
  const tokens = new Map();

  function user(id) {
    return {
      id,
      connected_at: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
      properties: { nickname: '김카카오' },
      kakao_account: {
        profile_nickname_needs_agreement: false,
        profile: { nickname: '김카카오', is_default_image: true },
        has_email: true,
        email_needs_agreement: false,
        is_email_valid: true,
        is_email_verified: true,
        email: `kakao${id}@kakao.example`,
      },
    };
  }

  function authorize(url, request) {
    const query = url.searchParams;
    const redirectUri = query.get('redirect_uri') ?? '';
    if (query.get('response_type') !== 'code' || !/^https?:\/\//.test(redirectUri)) return json({ error: 'invalid_request' }, 400);
    if (options.clientId && query.get('client_id') !== options.clientId) return json({ error: 'invalid_client', error_code: 'KOE101' }, 401);
    const challenge = query.get('code_challenge');
    if (challenge && query.get('code_challenge_method') !== 'S256') return json({ error: 'invalid_request', error_description: 'S256 only' }, 400);
    const back = new URL(redirectUri);
    const state = query.get('state');
    if (state !== null) back.searchParams.set('state', state);
    const jar = cookies(request);
    if (jar.get('fake_oauth_deny') === '1') {
      back.searchParams.set('error', 'access_denied');
      back.searchParams.set('error_description', 'User denied access');
    } else {
      const id = Number(jar.get('fake_oauth_user')) || 4_000_000_000 + Math.floor(Math.random() * 1_000_000_000);
      const code = randomString();
      codes.set(code, { clientId: query.get('client_id'), redirectUri, challenge, id, expires: Date.now() + CODE_TTL_MS });
      back.searchParams.set('code', code);
    }
    return new Response(null, { status: 302, headers: { Location: back.href, 'Cache-Control': 'no-store' } });
  }

  async function token(request) {
    const form = new URLSearchParams(await request.text());
    let clientId = form.get('client_id');
    let clientSecret = form.get('client_secret');
    const basic = /^Basic\s+(.+)$/i.exec(request.headers.get('authorization') ?? '');
    if (basic) [clientId, clientSecret] = atob(basic[1]).split(':').map(decodeURIComponent);
    if (form.get('grant_type') !== 'authorization_code') return json({ error: 'unsupported_grant_type', error_code: 'KOE006' }, 400);
    if ((options.clientId && clientId !== options.clientId) || (options.clientSecret && clientSecret !== options.clientSecret)) {
      return json({ error: 'invalid_client', error_description: 'Bad client credentials', error_code: 'KOE010' }, 401);
    }
    const saved = codes.get(form.get('code') ?? '');
    codes.delete(form.get('code') ?? '');
    if (!saved || saved.expires < Date.now() || saved.clientId !== clientId) {
      return json({ error: 'invalid_grant', error_description: 'authorization code not found', error_code: 'KOE320' }, 400);
    }
    if (form.get('redirect_uri') !== saved.redirectUri)
      return json({ error: 'invalid_grant', error_description: 'redirect_uri mismatch', error_code: 'KOE303' }, 400);
    if (saved.challenge) {
      const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(form.get('code_verifier') ?? ''));
      if (base64url(digest) !== saved.challenge)
        return json({ error: 'invalid_grant', error_description: 'PKCE verification failed', error_code: 'KOE322' }, 400);
    }
    const accessToken = randomString(32);
    tokens.set(accessToken, saved.id);
    return json({
      token_type: 'bearer',
      access_token: accessToken,
      expires_in: 21599,
      refresh_token: randomString(32),
      refresh_token_expires_in: 5183999,
      scope: 'profile_nickname account_email',
    });
  }

  function me(request) {
    const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '');
    const id = bearer ? tokens.get(bearer[1]) : undefined;
    if (id === undefined) return json({ msg: 'this access token does not exist', code: -401 }, 401);
    return json(user(id));
  }

  return {
    /** Answers one request. */
    async handle(request) {
      const url = new URL(request.url);
      if (url.pathname === '/health') return json({ ok: true });
      if (url.pathname === '/oauth/authorize' && request.method === 'GET') return authorize(url, request);
      if (url.pathname === '/oauth/token' && request.method === 'POST') return token(request);
      if (url.pathname === '/v2/user/me' && (request.method === 'GET' || request.method === 'POST')) return me(request);
      return json({ error: 'not_found' }, 404);
    },
  };
}

if (typeof process !== 'undefined' && process.argv?.[1]?.endsWith('oauth-provider.mjs')) {
  const fake = createOAuthFake({ clientId: process.env.FAKE_OAUTH_CLIENT_ID, clientSecret: process.env.FAKE_OAUTH_CLIENT_SECRET });
  await runFake(
    'fake Kakao',
    serveFake((request) => fake.handle(request), Number(process.env.FAKE_OAUTH_PORT ?? 8899)),
  );
}
