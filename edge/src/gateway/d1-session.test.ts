import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { D1_BOOKMARK_COOKIE } from '#shared/cookies';
import { callGateway } from '#edge/testing/gateway-call';
import { seedFixtureCatalog } from './display/test-catalog';
import { newMember, OPT } from './cart/cart-test-support';

beforeAll(() => seedFixtureCatalog(env.DB));

/** The worker's D1 binding, noting how each session it opens starts. */
function recordingDb() {
  const starts: string[] = [];
  const db = new Proxy(env.DB, {
    get(target, property) {
      if (property === 'withSession') {
        return (start: string) => {
          starts.push(start);
          return target.withSession(start);
        };
      }
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { starts, bindings: { ...env, DB: db } };
}

const bookmarkOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${D1_BOOKMARK_COOKIE}=`))
    ?.split(';')[0]
    .slice(D1_BOOKMARK_COOKIE.length + 1);

describe('D1 sessions under the gateway', () => {
  it('lets a guest’s catalog read start at any replica, and hands back where it read', async () => {
    const { starts, bindings } = recordingDb();
    const tree = await callGateway('GET', '/dp/display/category/v1/getCategoryTree', { bindings });
    expect(tree.status).toBe(200);
    expect(starts).toEqual(['first-unconstrained']);
    expect(bookmarkOf(tree)).toMatch(/^[0-9a-f-]{16,}$/);
  });

  it('starts a logged-in member’s call at the primary and hands back its bookmark, which the next call starts from', async () => {
    const member = await newMember();
    const { starts, bindings } = recordingDb();
    const added = await callGateway('POST', '/or/cart/v1/addCartLine', {
      token: member.token,
      bindings,
      body: JSON.stringify({ sessId: '', inmOptnPrdNo: OPT.CREAM, qty: 1 }),
    });
    expect(added.status).toBe(200);
    expect(starts).toEqual(['first-primary']);
    const bookmark = bookmarkOf(added);
    expect(bookmark).toMatch(/^[0-9a-f-]{16,}$/);
    expect(added.headers.getSetCookie().find((cookie) => cookie.startsWith(D1_BOOKMARK_COOKIE))).toMatch(
      /; Path=\/; Max-Age=600; HttpOnly; Secure; SameSite=Lax$/,
    );

    // The member's next read, even of the catalog, waits for a replica that has the line.
    const cart = await callGateway('POST', '/or/cart/v1/getCartList', {
      token: member.token,
      bindings,
      headers: { Cookie: `${D1_BOOKMARK_COOKIE}=${bookmark}` },
      body: JSON.stringify({ sessId: '' }),
    });
    expect(starts[1]).toBe(decodeURIComponent(bookmark!));
    const lines = ((await cart.json()) as { data: { lines: { inmOptnPrdNo: string }[] } }).data.lines;
    expect(lines.map((line) => line.inmOptnPrdNo)).toEqual([OPT.CREAM]);
    const tree = await callGateway('GET', '/dp/display/category/v1/getCategoryTree', { bindings, headers: { Cookie: `${D1_BOOKMARK_COOKIE}=${bookmark}` } });
    expect(tree.status).toBe(200);
    expect(starts[2]).toBe(decodeURIComponent(bookmark!));
  });

  it('ignores a cookie that is no bookmark', async () => {
    const { starts, bindings } = recordingDb();
    const tree = await callGateway('GET', '/dp/display/category/v1/getCategoryTree', { bindings, headers: { Cookie: `${D1_BOOKMARK_COOKIE}=first-primary` } });
    expect(tree.status).toBe(200);
    expect(starts).toEqual(['first-unconstrained']);
  });
});
