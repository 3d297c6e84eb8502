import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { loginAs, seedCustomer, seedEditor, seriesCustomer } from '#edge/testing/seed';
import { runScheduledCleanup } from '../scheduled';
import { FILES } from './test-files';
import { UPLOAD_BASE, uploadRoutes } from './upload-calls';

const app = new Hono<{ Bindings: Env }>();
app.route(`/api${UPLOAD_BASE}`, uploadRoutes);
const KB = 1024;
const MB = 1024 * KB;
const DAY_MS = 24 * 60 * 60 * 1000;

let members = 0;
async function member() {
  members += 1;
  const incsNo = await seedCustomer(env.DB, seriesCustomer('quota', '0108', members, { email: null }));
  await seedEditor(env.DB, incsNo);
  return { incsNo, token: await loginAs(env.DB, incsNo) };
}

/** A file of `size` bytes that starts like `head`. */
function sized(size: number, head: Uint8Array): Uint8Array {
  const file = new Uint8Array(size);
  file.set(head);
  return file;
}

function send(dailyMb: string, token: string, method: string, path: string, body: Uint8Array | string) {
  const length = typeof body === 'string' ? new TextEncoder().encode(body).byteLength : body.byteLength;
  return Promise.resolve(
    app.request(
      `https://shop.example/api${UPLOAD_BASE}/${path}`,
      { method, body, headers: { Authorization: `Bearer ${token}`, 'Content-Length': String(length) } },
      { ...env, UPLOAD_DAILY_MB: dailyMb },
    ),
  );
}

const storedBytes = async (incsNo: number) =>
  (await env.DB.prepare('SELECT COALESCE(SUM(bytes), 0) AS n FROM uploads WHERE incs_no = ?').bind(incsNo).first<{ n: number }>())!.n;

describe('the daily upload quota', () => {
  it('refuses a file past a member’s quota, counting only what was stored, and frees it a day later', async () => {
    const { incsNo, token } = await member();
    const photo = (size: number) => send('1', token, 'POST', 'review', sized(size, FILES.png));
    expect((await photo(600 * KB)).status).toBe(200);
    // A refused file stores nothing and uses none of the quota.
    expect((await send('1', token, 'POST', 'review', sized(400 * KB, FILES.html))).status).toBe(415);
    expect((await photo(300 * KB)).status).toBe(200);

    const refused = await photo(200 * KB);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ code: 'UPLOAD_QUOTA_EXCEEDED', message: '하루에 올릴 수 있는 파일 용량(1MB)을 넘습니다. 내일 다시 올려 주세요.' });
    expect(await storedBytes(incsNo)).toBe(900 * KB);
    // Another member's day is their own.
    expect((await send('1', (await member()).token, 'POST', 'review', sized(200 * KB, FILES.png))).status).toBe(200);
    // The default is 200MB: the same member's next photo fits it.
    expect((await send('', token, 'POST', 'review', sized(200 * KB, FILES.png))).status).toBe(200);

    await env.DB.prepare('UPDATE upload_bytes SET at = at - ? WHERE incs_no = ?').bind(DAY_MS, incsNo).run();
    expect((await photo(200 * KB)).status).toBe(200);
    const { purged } = await runScheduledCleanup(env.DB, Date.now());
    expect(purged.upload_bytes).toBe(3);
  });

  it('counts each part of a video as it is stored, and refuses a video that cannot fit before a byte is sent', async () => {
    const { token } = await member();
    const video = (size: number) => sized(size, FILES.mp4);
    const start = async (bytes: number) => send('7', token, 'POST', 'posting-video/parts', JSON.stringify({ bytes }));
    const plan = async (bytes: number) => ((await (await start(bytes)).json()) as { data: { uploadId: string } }).data.uploadId;
    const first = await plan(6 * MB);
    const second = await plan(6 * MB);
    expect((await send('7', token, 'PUT', `posting-video/parts/${first}/1`, video(5 * MB))).status).toBe(200);
    const over = await send('7', token, 'PUT', `posting-video/parts/${second}/1`, video(5 * MB));
    expect(over.status).toBe(429);
    expect(await over.json()).toMatchObject({
      code: 'UPLOAD_QUOTA_EXCEEDED',
      message: '하루에 올릴 수 있는 파일 용량(7MB)을 넘습니다. 내일 다시 올려 주세요.',
    });
    expect((await send('7', token, 'PUT', `posting-video/parts/${first}/2`, video(1 * MB))).status).toBe(200);
    expect((await send('7', token, 'POST', `posting-video/parts/${first}/complete`, '')).status).toBe(200);

    const late = await start(2 * MB);
    expect(late.status).toBe(429);
    expect(await late.json()).toMatchObject({ code: 'UPLOAD_QUOTA_EXCEEDED' });
  }, 30_000);
});
