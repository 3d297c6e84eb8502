/**
 * Every login is written down (tnca's "recent logins"): when, how, from which channel
 * and on what device, so a member can spot a login that was not theirs. Only a coarse device
 * name is kept (system and browser), never the address or the full User-Agent.
 */
import { CHANNEL, SHOP_NAME } from '#shared/constants';
import type { DeviceInfo } from '#shared/device';

/** How many logins a member keeps: the screen shows the latest, older ones are let go. */
export const LOGIN_HISTORY_KEEP = 30;

/** "iOS · Safari", "Android · 녹차숍 앱", "Windows · Chrome". */
export function deviceName(device: DeviceInfo): string {
  const system = device.isIOS ? 'iOS' : device.isAndroid ? 'Android' : device.isWindows ? 'Windows' : device.isMacOS ? 'macOS' : '기타 기기';
  const browser = device.isApp ? `${SHOP_NAME} 앱` : device.browser === 'Other' ? '기타 브라우저' : device.browser;
  return `${system} · ${browser}`;
}

/** Writes one login and lets go of the member's logins beyond the kept ones. */
export async function recordLogin(db: D1Database, incsNo: number, provider: string, device: DeviceInfo | undefined, now = Date.now()): Promise<void> {
  const channel = device?.channel ?? CHANNEL.MOBILE_WEB;
  await db.batch([
    db
      .prepare('INSERT INTO login_history (incs_no, provider, channel_cd, device, logged_at) VALUES (?, ?, ?, ?, ?)')
      .bind(incsNo, provider, String(channel), device ? deviceName(device) : '알 수 없음', now),
    db
      .prepare('DELETE FROM login_history WHERE incs_no = ?1 AND id NOT IN (SELECT id FROM login_history WHERE incs_no = ?1 ORDER BY id DESC LIMIT ?2)')
      .bind(incsNo, LOGIN_HISTORY_KEEP),
  ]);
}
