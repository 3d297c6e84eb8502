import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { NOT_EDITOR_MESSAGE } from '#shared/postings/posting-rules';
import { loginAs, seedCustomer, seedEditor, seriesCustomer } from '#edge/testing/seed';
import { attachUploads, releaseUploads } from './attach-uploads';
import { purgeAbandonedUploads, QUARANTINE_TTL_MS } from './purge-uploads';
import { serveUpload } from './serve-upload';
import { FILES } from './test-files';
import { UPLOAD_BASE, uploadRoutes } from './upload-calls';

const app = new Hono<{ Bindings: Env }>();
app.route(`/api${UPLOAD_BASE}`, uploadRoutes);
app.get('/uploads/*', serveUpload);

let members = 0;
/** A logged-in member; an editor, who may send a posting's files, when asked. */
async function member({ editor = false } = {}): Promise<{ incsNo: number; token: string }> {
  members += 1;
  const incsNo = await seedCustomer(env.DB, seriesCustomer('upload', '0105', members, { email: null }));
  if (editor) await seedEditor(env.DB, incsNo);
  return { incsNo, token: await loginAs(env.DB, incsNo) };
}

function upload(token: string | undefined, use: string, body: Uint8Array, headers: Record<string, string> = {}): Promise<Response> {
  return Promise.resolve(
    app.request(
      `https://shop.example/api${UPLOAD_BASE}/${use}`,
      {
        method: 'POST',
        body,
        headers: {
          'Content-Type': 'image/jpeg',
          'Content-Length': String(body.byteLength),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
      },
      env,
    ),
  );
}

async function uploaded(response: Response): Promise<{ uploadId: string; mime: string; ext: string; bytes: number }> {
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { data: { uploadId: string; mime: string; ext: string; bytes: number } }).data;
}

describe('uploads', () => {
  it('refuses a guest and an unknown use', async () => {
    expect((await upload(undefined, 'review', FILES.png)).status).toBe(401);
    const { token } = await member();
    expect(await (await upload(token, 'avatar', FILES.png)).json()).toMatchObject({ code: 'UPLOAD_USE_UNKNOWN' });
  });

  it('takes a posting’s images and video only from an active editor, who alone can save them', async () => {
    const shopper = await member();
    const notEditor = { code: 'POSTING_NOT_EDITOR', message: NOT_EDITOR_MESSAGE };
    for (const [use, file] of [
      ['posting-image', FILES.png],
      ['posting-video', FILES.mp4],
    ] as const) {
      const refused = await upload(shopper.token, use, file);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual(notEditor);
    }
    const parts = await app.request(
      `https://shop.example/api${UPLOAD_BASE}/posting-video/parts`,
      { method: 'POST', body: JSON.stringify({ bytes: 6 * 1024 * 1024 }), headers: { Authorization: `Bearer ${shopper.token}` } },
      env,
    );
    expect(parts.status).toBe(403);
    expect(await parts.json()).toEqual(notEditor);
    expect((await upload(shopper.token, 'review', FILES.png)).status).toBe(200);
    const stored = await env.DB.prepare("SELECT COUNT(*) AS n FROM uploads WHERE incs_no = ? AND use_cd LIKE 'POSTING_%'")
      .bind(shopper.incsNo)
      .first<{ n: number }>();
    expect(stored!.n).toBe(0);

    const editor = await member({ editor: true });
    expect((await upload(editor.token, 'posting-image', FILES.png)).status).toBe(200);
    // Released by the operator: no longer an editor.
    await env.DB.prepare("UPDATE customers SET editor_yn = 'N' WHERE incs_no = ?").bind(editor.incsNo).run();
    expect((await upload(editor.token, 'posting-image', FILES.png)).status).toBe(403);
  });

  it('takes each photo type by its bytes, whatever the browser claims', async () => {
    const { token } = await member();
    for (const [name, mime] of [
      ['png', 'image/png'],
      ['gif', 'image/gif'],
      ['jpeg', 'image/jpeg'],
      ['webp', 'image/webp'],
    ] as const) {
      const file = await uploaded(await upload(token, 'review', FILES[name], { 'Content-Type': 'text/plain' }));
      expect(file).toMatchObject({ mime, bytes: FILES[name].byteLength });
      expect(await env.UPLOADS.head(`quarantine/${file.uploadId}`)).not.toBeNull();
    }
  });

  it('refuses HTML and SVG named as images, a GIF that is also a script, and a video for a review', async () => {
    const { token } = await member({ editor: true });
    for (const body of [FILES.html, FILES.svg, FILES.polyglot, FILES.mp4]) {
      const response = await upload(token, 'review', body);
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({
        code: 'UPLOAD_TYPE_REFUSED',
        message: '올릴 수 없는 파일 형식입니다. 이미지(JPG, PNG, GIF, WEBP)만 올릴 수 있습니다.',
      });
    }
    // An inquiry takes JPG, PNG and GIF only.
    expect((await upload(token, 'inquiry', FILES.webp)).status).toBe(415);
    expect((await upload(token, 'posting-video', FILES.mp4)).status).toBe(200);
    const rows = await env.DB.prepare("SELECT COUNT(*) AS n FROM uploads WHERE use_cd = 'REVIEW' AND mime NOT LIKE 'image/%'").first<{ n: number }>();
    expect(rows!.n).toBe(0);
  });

  it('refuses a file over the limit of its use before reading it, and an empty one', async () => {
    const { token } = await member({ editor: true });
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(FILES.png);
    const response = await upload(token, 'review', big);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ code: 'UPLOAD_TOO_LARGE', message: '파일은 이미지(JPG, PNG, GIF, WEBP) 10MB 이하만 올릴 수 있습니다.' });
    expect((await upload(token, 'review', new Uint8Array(0))).status).toBe(400);
    // A posting's image is held to 10MB whatever the review setting.
    const posting = await app.request(
      `https://shop.example/api${UPLOAD_BASE}/posting-image`,
      { method: 'POST', body: big, headers: { Authorization: `Bearer ${token}`, 'Content-Length': String(big.byteLength) } },
      { ...env, REVIEW_IMAGE_MAX_MB: '50' },
    );
    expect(posting.status).toBe(413);
    expect(await posting.json()).toEqual({ code: 'UPLOAD_TOO_LARGE', message: '파일은 이미지(JPG, PNG, GIF, WEBP) 10MB 이하만 올릴 수 있습니다.' });
    // The limit is configuration: 1 MB.
    const overOneMb = new Uint8Array(1024 * 1024 + 10);
    overOneMb.set(FILES.png);
    const strict = await app.request(
      `https://shop.example/api${UPLOAD_BASE}/review`,
      { method: 'POST', body: overOneMb, headers: { Authorization: `Bearer ${token}`, 'Content-Length': String(overOneMb.byteLength) } },
      { ...env, REVIEW_IMAGE_MAX_MB: '1' },
    );
    expect(strict.status).toBe(413);
  });

  it('serves a file only once its record saves it, with headers no browser runs', async () => {
    const { incsNo, token } = await member();
    const file = await uploaded(await upload(token, 'review', FILES.gif));
    const [path] = await attachUploads(env.DB, env.UPLOADS, { incsNo, use: 'REVIEW', ownerRef: 'review:1', maxFiles: 5 }, [file.uploadId]);
    expect(path).toBe(`/uploads/review/${file.uploadId}.gif`);
    expect(await env.UPLOADS.head(`quarantine/${file.uploadId}`)).toBeNull();

    const served = await app.request(`https://shop.example${path}`, {}, env);
    expect(served.status).toBe(200);
    expect(
      Object.fromEntries(
        ['content-type', 'cache-control', 'x-content-type-options', 'content-security-policy'].map((name) => [name, served.headers.get(name)]),
      ),
    ).toEqual({
      'content-type': 'image/gif',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    });
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(FILES.gif);

    // Another member cannot save it again, nor one still in nobody's record be served.
    const other = await member();
    await expect(
      attachUploads(env.DB, env.UPLOADS, { incsNo: other.incsNo, use: 'REVIEW', ownerRef: 'review:2', maxFiles: 5 }, [file.uploadId]),
    ).rejects.toThrow('UPLOAD_NOT_FOUND');
    const waiting = await uploaded(await upload(token, 'review', FILES.png));
    expect((await app.request(`https://shop.example/uploads/review/${waiting.uploadId}.png`, {}, env)).status).toBe(404);

    expect(await releaseUploads(env.DB, env.UPLOADS, 'review:1')).toBe(1);
    expect((await app.request(`https://shop.example${path}`, {}, env)).status).toBe(404);
  });

  it('serves a range of a video', async () => {
    const { incsNo, token } = await member({ editor: true });
    const file = await uploaded(await upload(token, 'posting-video', FILES.mp4));
    const [path] = await attachUploads(env.DB, env.UPLOADS, { incsNo, use: 'POSTING_VIDEO', ownerRef: 'posting:1', maxFiles: 1 }, [file.uploadId]);
    // Not yet published: its editor sees it (private-uploads.test.ts).
    const part = await app.request(`https://shop.example${path}`, { headers: { Range: 'bytes=0-7', Authorization: `Bearer ${token}` } }, env);
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-7/${FILES.mp4.byteLength}`);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(FILES.mp4.slice(0, 8));
  });

  it('the cron deletes uploads never saved after a day', async () => {
    const { token } = await member();
    const file = await uploaded(await upload(token, 'review', FILES.png));
    expect(await purgeAbandonedUploads(env.DB, env.UPLOADS, Date.now())).toBe(0);
    expect(await purgeAbandonedUploads(env.DB, env.UPLOADS, Date.now() + QUARANTINE_TTL_MS + 1000)).toBeGreaterThanOrEqual(1);
    expect(await env.UPLOADS.head(`quarantine/${file.uploadId}`)).toBeNull();
    expect(await env.DB.prepare('SELECT 1 FROM uploads WHERE upload_id = ?').bind(file.uploadId).first()).toBeNull();
  });
});

describe('uploads through the whole worker', () => {
  it('keeps the sandboxing policy past the site-wide security headers, and accepts an upload at /api', async () => {
    const { default: worker } = await import('../index');
    const { incsNo, token } = await member();
    const body = FILES.webp;
    const sent = await worker.request(
      `https://shop.example/api${UPLOAD_BASE}/review`,
      { method: 'POST', body, headers: { Authorization: `Bearer ${token}`, 'Content-Length': String(body.byteLength), 'User-Agent': 'Mozilla/5.0' } },
      env,
    );
    const file = await uploaded(sent);
    const [path] = await attachUploads(env.DB, env.UPLOADS, { incsNo, use: 'REVIEW', ownerRef: 'review:9', maxFiles: 5 }, [file.uploadId]);
    const served = await worker.request(`https://shop.example${path}`, { headers: { 'User-Agent': 'Mozilla/5.0' } }, env);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  });
});
