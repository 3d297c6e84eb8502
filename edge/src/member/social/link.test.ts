import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { loginAs } from '#edge/testing/seed';
import { rowsOf } from '#edge/testing/rows';
import { call, cookiePair, findCookie, makeMember } from '../test-helpers';
import { appWithFakeKakao, kakaoEnv } from './kakao-test-app';

const DETAIL = '/kr/ko/cu/mypage/personal-information-modify/personal-information-detail';

function setup() {
  const { fake, app } = appWithFakeKakao();
  const get = (path: string, cookie: string) => call(path, { app, env: kakaoEnv, headers: { Cookie: cookie } });
  /** A logged-in member's browser connects Kakao user `userId`: where the callback sends it. */
  async function connect(token: string, userId: number): Promise<string> {
    const auth = `inm_auth_token_local=${token}`;
    const start = await get('/member/social/kakao/start?link=1', auth);
    const stateCookie = findCookie(start, 'inm_oauth_state');
    if (!stateCookie) return start.headers.get('location')!;
    const approved = await fake.handle(new Request(start.headers.get('location')!, { headers: { Cookie: `fake_oauth_user=${userId}` } }));
    const callback = new URL(approved.headers.get('location')!);
    const done = await get(`${callback.pathname}${callback.search}`, `${auth}; ${cookiePair(stateCookie)}`);
    return done.headers.get('location')!;
  }
  return { connect };
}

async function reauthedToken(incsNo: number): Promise<string> {
  const token = await loginAs(env.DB, incsNo);
  await env.DB.prepare('UPDATE auth_sessions SET reauth_until = ? WHERE incs_no = ?')
    .bind(Date.now() + 600_000, incsNo)
    .run();
  return token;
}

const links = (incsNo: number) => rowsOf('SELECT provider, provider_user_id AS id FROM social_accounts WHERE incs_no = ?', incsNo);

describe('connecting an SNS login', () => {
  it('sends a member who has not re-authenticated to the password check first', async () => {
    const incsNo = await makeMember('linker01', 'green#tea1', undefined, 1000);
    const { connect } = setup();
    expect(await connect(await loginAs(env.DB, incsNo), 7001)).toBe(`/kr/ko/cu/mypage/personal-information-modify?successUrl=${encodeURIComponent(DETAIL)}`);
    expect(await links(incsNo)).toEqual([]);
  });

  it('links the Kakao account to the member and says so', async () => {
    const incsNo = await makeMember('linker02', 'green#tea1', undefined, 1000);
    const { connect } = setup();
    const token = await reauthedToken(incsNo);
    expect(await connect(token, 7002)).toBe(`${DETAIL}?sns=connected`);
    expect(await links(incsNo)).toEqual([{ provider: 'KAKAO', id: '7002' }]);
    expect(await connect(token, 7002)).toBe(`${DETAIL}?sns=already`);
  });

  it("refuses a Kakao account that is another member's", async () => {
    const first = await makeMember('linker03', 'green#tea1', undefined, 1000);
    const second = await makeMember('linker04', 'green#tea1', undefined, 1000);
    const { connect } = setup();
    expect(await connect(await reauthedToken(first), 7003)).toBe(`${DETAIL}?sns=connected`);
    expect(await connect(await reauthedToken(second), 7003)).toBe(`${DETAIL}?sns=taken`);
    expect(await links(second)).toEqual([]);
  });
});
