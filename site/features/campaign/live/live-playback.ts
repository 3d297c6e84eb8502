/**
 * Playing a broadcast through hls.js, for browsers that do not play HLS themselves. Fetched by
 * `live-player.ts` when play is pressed, with hls.js after it, so a shopper who only reads the
 * page pays for neither. Any failure ends in the player's Korean message.
 */
import { fail, type HlsModule, type LoadHls } from './live-player';

const loadHlsJs: LoadHls = async () => (await import('hls.js')).default as unknown as HlsModule;

/**
 * Plays `url` in `video` under `root`, which the press already shows as `loading` with its start
 * button hidden; `loadHls` stands in for hls.js in tests.
 */
export async function playWithHls(root: HTMLElement, video: HTMLVideoElement, url: string, loadHls: LoadHls = loadHlsJs): Promise<void> {
  let Hls: HlsModule;
  try {
    Hls = await loadHls();
  } catch {
    fail(root, video);
    return;
  }
  if (!Hls.isSupported()) {
    fail(root, video);
    return;
  }
  const hls = new Hls();
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (!data.fatal) return;
    hls.destroy();
    fail(root, video);
  });
  video.addEventListener('error', () => fail(root, video), { once: true });
  hls.loadSource(url);
  hls.attachMedia(video);
  video.controls = true;
  root.dataset.playerState = 'playing';
  // Autoplay rules may refuse even after a tap; the controls are there for a second try.
  await video.play().catch(() => undefined);
}
