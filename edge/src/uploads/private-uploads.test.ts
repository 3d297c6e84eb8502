import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { authCookieName } from '#shared/cookies';
import { uploadRules, type UploadUse } from '#shared/uploads/upload-rules';
import { OPS_SESSION_COOKIE } from '#edge/auth/operator-sessions';
import { seedEditor, seedMember, seedOperatorSession, seriesCustomer } from '#edge/testing/seed';
import worker from '../index';
import { attachUploads } from './attach-uploads';
import { receiveUpload } from './receive-upload';
import { FILES } from './test-files';

// The auth cookie's name and the operator key depend on the environment: both are set here.
const ENV = { ...env, ENVIRONMENT: 'local', OPERATOR_KEY: 'private-uploads-operator-key' };
const AUTH_COOKIE = authCookieName('local');

const get = (path: string, headers: Record<string, string> = {}) =>
  Promise.resolve(worker.request(`https://shop.example${path}`, { headers: { 'User-Agent': 'Mozilla/5.0', ...headers } }, ENV));

let members = 0;
async function member() {
  members += 1;
  return seedMember(env.DB, seriesCustomer('private', '0107', members, { email: null }));
}

/** A file `incsNo` uploaded and a record of theirs saved: answers its path. */
async function saved(incsNo: number, use: UploadUse, file: Uint8Array, ownerRef: string): Promise<string> {
  const rule = uploadRules()[use];
  const { uploadId } = await receiveUpload(env.DB, env.UPLOADS, { incsNo, use, rule, body: new Blob([file]).stream(), length: file.byteLength });
  const [path] = await attachUploads(env.DB, env.UPLOADS, { incsNo, use, ownerRef, maxFiles: 10 }, [uploadId]);
  return path;
}

/** A posting of the editor `incsNo`, waiting for the operator. */
async function pendingPosting(incsNo: number): Promise<number> {
  const editorNo = await seedEditor(env.DB, incsNo);
  const row = await env.DB.prepare(
    "INSERT INTO postings (editor_no, editor_nick_nm, incs_no, title, topic, body, image_alt, reg_dttm) VALUES (?, '에디터', ?, '보습 루틴', '스킨케어', '본문', '보습 루틴', '20261101120000') RETURNING posting_id",
  )
    .bind(editorNo, incsNo)
    .first<{ posting_id: number }>();
  return row!.posting_id;
}

const headersOf = (response: Response) => ({ status: response.status, cacheControl: response.headers.get('cache-control') });
const consoleCookie = async (role: 'OWNER' | 'CS' | 'CONTENT' | 'WAREHOUSE') => `${OPS_SESSION_COOKIE}=${await seedOperatorSession(env.DB, role)}`;

describe('private uploads', () => {
  it('answers an inquiry photo only to its member, by the login cookie or the token, and no cache keeps it', async () => {
    const owner = await member();
    const other = await member();
    const path = await saved(owner.incsNo, 'INQUIRY', FILES.png, 'inquiry:901');

    const anonymous = await get(path);
    expect(headersOf(anonymous)).toEqual({ status: 404, cacheControl: 'no-store' });
    expect(await anonymous.text()).toBe('파일을 찾을 수 없습니다.');
    expect(headersOf(await get(path, { Cookie: `${AUTH_COOKIE}=${other.token}` }))).toEqual({ status: 404, cacheControl: 'no-store' });
    expect(headersOf(await get(path, { Authorization: `Bearer ${other.token}` }))).toEqual({ status: 404, cacheControl: 'no-store' });

    const seen = await get(path, { Cookie: `${AUTH_COOKIE}=${owner.token}` });
    expect(headersOf(seen)).toEqual({ status: 200, cacheControl: 'private, no-store' });
    expect(seen.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(new Uint8Array(await seen.arrayBuffer())).toEqual(FILES.png);
    expect(headersOf(await get(path, { Authorization: `Bearer ${owner.token}` }))).toEqual({ status: 200, cacheControl: 'private, no-store' });
  });

  it('keeps a posting’s media to its editor until it is published, then serves them to all with a long cache', async () => {
    const editor = await member();
    const postingNo = await pendingPosting(editor.incsNo);
    const image = await saved(editor.incsNo, 'POSTING_IMAGE', FILES.jpeg, `posting:${postingNo}`);
    const video = await saved(editor.incsNo, 'POSTING_VIDEO', FILES.mp4, `posting:${postingNo}`);

    for (const path of [image, video]) {
      expect(headersOf(await get(path))).toEqual({ status: 404, cacheControl: 'no-store' });
      expect(headersOf(await get(path, { Cookie: `${AUTH_COOKIE}=${editor.token}` }))).toEqual({ status: 200, cacheControl: 'private, no-store' });
    }
    const part = await get(video, { Cookie: `${AUTH_COOKIE}=${editor.token}`, Range: 'bytes=0-7' });
    expect(part.status).toBe(206);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(FILES.mp4.slice(0, 8));

    await env.DB.prepare("UPDATE postings SET status = 'PUBLISHED', published_dttm = '20261102120000' WHERE posting_id = ?").bind(postingNo).run();
    for (const path of [image, video]) expect(headersOf(await get(path))).toEqual({ status: 200, cacheControl: 'public, max-age=31536000, immutable' });
  });

  it('shows the console the files of its role’s work under /ops, to the operator key, and to nobody else', async () => {
    const shopper = await member();
    const inquiryPhoto = await saved(shopper.incsNo, 'INQUIRY', FILES.gif, 'inquiry:902');
    const postingImage = await saved(shopper.incsNo, 'POSTING_IMAGE', FILES.png, `posting:${await pendingPosting(shopper.incsNo)}`);
    const fromConsole = (cookie: string) => ({ Cookie: cookie, 'Sec-Fetch-Site': 'same-origin' });
    const cs = await consoleCookie('CS');
    const content = await consoleCookie('CONTENT');
    const owner = await consoleCookie('OWNER');

    const shown = await get(`/ops${inquiryPhoto}`, fromConsole(cs));
    expect(headersOf(shown)).toEqual({ status: 200, cacheControl: 'private, no-store' });
    expect(new Uint8Array(await shown.arrayBuffer())).toEqual(FILES.gif);
    expect(headersOf(await get(`/ops${postingImage}`, fromConsole(content)))).toEqual({ status: 200, cacheControl: 'private, no-store' });
    for (const path of [inquiryPhoto, postingImage]) expect((await get(`/ops${path}`, fromConsole(owner))).status).toBe(200);
    expect((await get(`/ops${inquiryPhoto}`, { 'X-Operator-Key': ENV.OPERATOR_KEY })).status).toBe(200);

    const forbidden = await get(`/ops${postingImage}`, fromConsole(cs));
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({ code: 'OPERATOR_FORBIDDEN', message: '이 작업을 할 권한이 없습니다. 대표 운영자에게 문의해 주세요.' });
    expect((await get(`/ops${inquiryPhoto}`, fromConsole(content))).status).toBe(403);
    const required = { code: 'OPERATOR_KEY_REQUIRED', message: '운영자 키가 필요합니다.' };
    const strangers: Record<string, string>[] = [
      {},
      { Cookie: cs, 'Sec-Fetch-Site': 'cross-site' },
      { 'X-Operator-Key': 'wrong-key' },
      { Cookie: `${AUTH_COOKIE}=${shopper.token}` },
    ];
    for (const headers of strangers) {
      const refused = await get(`/ops${inquiryPhoto}`, headers);
      expect(refused.status).toBe(401);
      expect(await refused.json()).toEqual(required);
    }
    expect((await get(`/ops/uploads/inquiry/${'x'.repeat(22)}.png`, fromConsole(cs))).status).toBe(404);
  });
});
