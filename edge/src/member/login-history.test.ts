import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { detectDevice } from '#shared/device';
import { rowsOf } from '#edge/testing/rows';
import { LOGIN_HISTORY_KEEP, deviceName, recordLogin } from './login-history';
import { call, makeMember } from './test-helpers';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const rows = (incsNo: number) => rowsOf('SELECT provider, channel_cd AS channel, device FROM login_history WHERE incs_no = ? ORDER BY id', incsNo);

describe('login history', () => {
  it('names a device by its system and browser, or the app', () => {
    expect(deviceName(detectDevice(new Headers({ 'user-agent': IPHONE })))).toBe('iOS · Safari');
    expect(deviceName(detectDevice(new Headers({ 'user-agent': WINDOWS })))).toBe('Windows · Chrome');
    expect(deviceName(detectDevice(new Headers({ 'user-agent': `${IPHONE} NokchaApp/6.1.0` }), 'NokchaApp'))).toBe('iOS · 녹차숍 앱');
  });

  it('writes each password login with its channel and device', async () => {
    const incsNo = await makeMember('history01', 'green#tea1', undefined, 1000);
    const login = (agent: string) => call('/member/', { json: { custWebId: 'history01', password: 'green#tea1' }, headers: { 'User-Agent': agent } });
    expect((await login(IPHONE)).status).toBe(200);
    expect((await login(WINDOWS)).status).toBe(200);
    expect(await rows(incsNo)).toEqual([
      { provider: 'ID', channel: '2', device: 'iOS · Safari' },
      { provider: 'ID', channel: '1', device: 'Windows · Chrome' },
    ]);
  });

  it(`keeps only the latest ${LOGIN_HISTORY_KEEP} logins`, async () => {
    const incsNo = await makeMember('history02', 'green#tea1', undefined, 1000);
    for (let index = 0; index < LOGIN_HISTORY_KEEP + 3; index += 1) await recordLogin(env.DB, incsNo, index === 0 ? 'SMS' : 'ID', undefined, index);
    const kept = await rows(incsNo);
    expect(kept).toHaveLength(LOGIN_HISTORY_KEEP);
    expect(kept.every((row) => row.provider === 'ID')).toBe(true);
  });
});
