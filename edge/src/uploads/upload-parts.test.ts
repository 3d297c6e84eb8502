import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { loginAs, seedCustomer, seedEditor, seriesCustomer } from '#edge/testing/seed';
import { attachUploads } from './attach-uploads';
import { purgeAbandonedUploads, QUARANTINE_TTL_MS } from './purge-uploads';
import { FILES } from './test-files';
import { UPLOAD_BASE, uploadRoutes } from './upload-calls';

const app = new Hono<{ Bindings: Env }>();
app.route(`/api${UPLOAD_BASE}`, uploadRoutes);
const MB = 1024 * 1024;
const BASE = `https://shop.example/api${UPLOAD_BASE}/posting-video/parts`;

let members = 0;
/** A logged-in editor: only editors send a posting's video. */
async function member() {
  members += 1;
  const incsNo = await seedCustomer(env.DB, seriesCustomer('parts', '0106', members, { email: null }));
  await seedEditor(env.DB, incsNo);
  return { incsNo, token: await loginAs(env.DB, incsNo) };
}

/** A video-shaped file of `size` bytes: an MP4 head, then filler. */
function video(size: number, head: Uint8Array = FILES.mp4): Uint8Array {
  const file = new Uint8Array(size).fill(7);
  file.set(head, 0);
  return file;
}

const digest = async (bytes: Uint8Array) => btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))));

const call = (token: string, url: string, init: RequestInit = {}) =>
  Promise.resolve(app.request(url, { ...init, headers: { Authorization: `Bearer ${token}`, ...(init.headers as Record<string, string>) } }, env));

async function start(token: string, bytes: number) {
  return call(token, BASE, { method: 'POST', body: JSON.stringify({ bytes }), headers: { 'Content-Type': 'application/json' } });
}

function sendPart(token: string, uploadId: string, partNumber: number, body: Uint8Array) {
  return call(token, `${BASE}/${uploadId}/${partNumber}`, { method: 'PUT', body, headers: { 'Content-Length': String(body.byteLength) } });
}

/** Sends `file` in the parts the worker asks for; answers the completed upload's response. */
async function sendAll(token: string, file: Uint8Array) {
  const plan = ((await (await start(token, file.byteLength)).json()) as { data: { uploadId: string; partBytes: number; partCount: number } }).data;
  for (let part = 1; part <= plan.partCount; part += 1) {
    const response = await sendPart(token, plan.uploadId, part, file.subarray((part - 1) * plan.partBytes, part * plan.partBytes));
    expect(response.status, await response.clone().text()).toBe(200);
  }
  return { plan, done: await call(token, `${BASE}/${plan.uploadId}/complete`, { method: 'POST' }) };
}

describe('a posting video in parts', () => {
  it('puts 12MB together from three parts in R2, byte for byte, and the upload saves like any other', async () => {
    const { incsNo, token } = await member();
    const file = video(12 * MB);
    const { plan, done } = await sendAll(token, file);
    expect(plan).toMatchObject({ partBytes: 5 * MB, partCount: 3 });
    expect(done.status, await done.clone().text()).toBe(200);
    expect(await done.json()).toMatchObject({ data: { uploadId: plan.uploadId, mime: 'video/mp4', bytes: 12 * MB } });
    const stored = await env.UPLOADS.get(`quarantine/${plan.uploadId}`);
    // Compared by digest: a 12MB element-by-element comparison would exhaust the test runtime.
    expect(stored!.size).toBe(file.byteLength);
    expect(await digest(new Uint8Array(await stored!.arrayBuffer()))).toBe(await digest(file));
    const [path] = await attachUploads(env.DB, env.UPLOADS, { incsNo, use: 'POSTING_VIDEO', ownerRef: 'posting:1', maxFiles: 1 }, [plan.uploadId]);
    expect(path).toBe(`/uploads/posting-video/${plan.uploadId}.mp4`);
    // 12MB through workerd's R2 takes seconds on a busy machine.
  }, 30_000);

  it('refuses a video over 50MB before a byte is sent, and a first part that is not a video', async () => {
    const { token } = await member();
    const tooBig = await start(token, 50 * MB + 1);
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toMatchObject({ code: 'UPLOAD_TOO_LARGE', message: '파일은 동영상(MP4, MOV, WEBM) 50MB 이하만 올릴 수 있습니다.' });
    const plan = ((await (await start(token, 6 * MB)).json()) as { data: { uploadId: string } }).data;
    const html = await sendPart(token, plan.uploadId, 1, video(5 * MB, FILES.html));
    expect(html.status).toBe(415);
    expect(await html.json()).toMatchObject({ code: 'UPLOAD_TYPE_REFUSED' });
    // The refused upload is gone: nothing more can be sent to it.
    expect((await sendPart(token, plan.uploadId, 2, video(1 * MB))).status).toBe(404);
  });

  it('refuses a part of the wrong length or number, another member’s upload, and completing with parts missing', async () => {
    const { token } = await member();
    const other = await member();
    const plan = ((await (await start(token, 6 * MB)).json()) as { data: { uploadId: string } }).data;
    expect(await (await sendPart(token, plan.uploadId, 1, video(4 * MB))).json()).toMatchObject({ code: 'UPLOAD_PART_REFUSED' });
    expect((await sendPart(token, plan.uploadId, 3, video(1 * MB))).status).toBe(400);
    expect((await sendPart(other.token, plan.uploadId, 1, video(5 * MB))).status).toBe(404);
    expect((await sendPart(token, plan.uploadId, 1, video(5 * MB))).status).toBe(200);
    const early = await call(token, `${BASE}/${plan.uploadId}/complete`, { method: 'POST' });
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({ code: 'UPLOAD_PARTS_MISSING', message: '동영상을 끝까지 받지 못했습니다. 다시 올려 주세요.' });
  });

  it('counts every part against the hourly upload limit, so parts are no way around it', async () => {
    const { token } = await member();
    const plan = ((await (await start(token, 6 * MB)).json()) as { data: { uploadId: string } }).data;
    // The start was the first of 100; 99 parts refused for their number are counted too.
    for (let sent = 2; sent <= 100; sent += 1) expect((await sendPart(token, plan.uploadId, 9, new Uint8Array(16))).status).toBe(400);
    const throttled = await sendPart(token, plan.uploadId, 1, video(5 * MB));
    expect(throttled.status).toBe(429);
    expect(await throttled.json()).toEqual({ code: 'UPLOAD_THROTTLED', message: '파일을 너무 많이 올렸습니다. 잠시 후 다시 시도해 주세요.' });
    const session = await env.DB.prepare('SELECT parts FROM upload_part_sessions WHERE upload_id = ?').bind(plan.uploadId).first<{ parts: string }>();
    expect(JSON.parse(session!.parts)).toEqual([]);
  }, 60_000);

  it('takes parts only for the video use, and the cron aborts an upload left unfinished for a day', async () => {
    const { token } = await member();
    expect(await (await call(token, `https://shop.example/api${UPLOAD_BASE}/review/parts`, { method: 'POST', body: '{"bytes":10}' })).json()).toMatchObject({
      code: 'UPLOAD_USE_UNKNOWN',
    });
    const plan = ((await (await start(token, 6 * MB)).json()) as { data: { uploadId: string } }).data;
    await sendPart(token, plan.uploadId, 1, video(5 * MB));
    expect(await purgeAbandonedUploads(env.DB, env.UPLOADS, Date.now() + QUARANTINE_TTL_MS + 60_000)).toBeGreaterThanOrEqual(1);
    expect(await env.DB.prepare('SELECT 1 FROM upload_part_sessions WHERE upload_id = ?').bind(plan.uploadId).first()).toBeNull();
  });
});
