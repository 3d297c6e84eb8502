/**
 * The broadcast player. Nothing loads until the shopper presses play: then browsers that play HLS
 * themselves (Safari, iOS, recent Chrome) get the playlist as the video's `src`, and the others
 * fetch hls.js, so nobody who just reads the page pays for it. Whatever fails (no MSE, the library, the playlist, the media) ends
 * in one Korean message in the player area instead of a black box. The hls.js playback itself
 * (`live-playback.ts`) is fetched on that press too, so it is no part of the page's startup script
 * at all; native playback stays here, since iOS plays only inside the press itself.
 */
import { liveStatusAt } from './live-status-at';

export const HLS_MIME = 'application/vnd.apple.mpegurl';
export const PLAYER_ERROR_MESSAGE = '방송을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.';
export const UPCOMING_MESSAGE = '방송 시작 시간이 되면 이곳에서 시청하실 수 있습니다.';
export const ENDED_MESSAGE = '방송이 종료되었습니다. 다시보기가 준비되지 않았습니다.';

/** The part of hls.js this player uses, so tests can hand in a fake. */
export interface HlsLike {
  loadSource(url: string): void;
  attachMedia(media: HTMLMediaElement): void;
  on(event: string, listener: (event: string, data: { fatal?: boolean }) => void): void;
  destroy(): void;
}
export interface HlsModule {
  isSupported(): boolean;
  Events: { ERROR: string };
  new (): HlsLike;
}
export type LoadHls = () => Promise<HlsModule>;

/** The stream to play now: the live playlist while on air, the replay after; null before the start or without a replay. */
export function streamFor(dataset: DOMStringMap, nowMs: number): string | null {
  const status = liveStatusAt(Number(dataset.broadcastStart), Number(dataset.broadcastEnd), nowMs);
  if (status === 'live') return dataset.stream || null;
  if (status === 'ended') return dataset.replay || null;
  return null;
}

function showMessage(root: HTMLElement, text: string): void {
  const message = root.querySelector<HTMLElement>('[data-player-message]');
  if (message) {
    message.textContent = text;
    message.hidden = false;
  }
  root.querySelector<HTMLElement>('[data-player-start]')?.setAttribute('hidden', '');
  // Controls over nothing to play would only invite a tap that does nothing.
  const video = root.querySelector('video');
  if (video) video.controls = false;
  root.dataset.playerState = 'message';
}

/** Ends in the player's error message, the video emptied. */
export function fail(root: HTMLElement, video: HTMLVideoElement): void {
  video.removeAttribute('src');
  video.controls = false;
  showMessage(root, PLAYER_ERROR_MESSAGE);
  root.dataset.playerState = 'error';
}

/** Safari and iOS play the playlist themselves: it becomes the `src`, behind their own controls. */
async function playNatively(root: HTMLElement, video: HTMLVideoElement, url: string): Promise<void> {
  root.querySelector<HTMLElement>('[data-player-start]')?.setAttribute('hidden', '');
  video.addEventListener('error', () => fail(root, video), { once: true });
  video.src = url;
  video.controls = true;
  root.dataset.playerState = 'playing';
  await video.play().catch(() => undefined);
}

/**
 * Prepares the player under `root` (`data-stream`, `data-replay`, `data-broadcast-start`,
 * `data-broadcast-end`): the start button plays what is on now, or a message says why nothing is.
 */
export function startLivePlayer(root: HTMLElement, options: { loadHls?: LoadHls; now?: () => number } = {}): void {
  const { loadHls, now = Date.now } = options;
  const video = root.querySelector<HTMLVideoElement>('video');
  const start = root.querySelector<HTMLButtonElement>('[data-player-start]');
  if (!video || !start) return;
  const refresh = () => {
    if (root.dataset.playerState && root.dataset.playerState !== 'ready' && root.dataset.playerState !== 'message') return;
    const status = liveStatusAt(Number(root.dataset.broadcastStart), Number(root.dataset.broadcastEnd), now());
    if (streamFor(root.dataset, now())) {
      root.dataset.playerState = 'ready';
      start.hidden = false;
      // The start button is the control until something is loaded; greyed controls under it only confuse.
      video.controls = false;
      const message = root.querySelector<HTMLElement>('[data-player-message]');
      if (message) message.hidden = true;
    } else {
      showMessage(root, status === 'upcoming' ? UPCOMING_MESSAGE : ENDED_MESSAGE);
    }
  };
  refresh();
  root.addEventListener('broadcast-status-change', refresh);
  start.addEventListener('click', () => {
    const url = streamFor(root.dataset, now());
    if (!url) refresh();
    else if (video.canPlayType(HLS_MIME) !== '') void playNatively(root, video, url);
    else {
      // Loading from the press on, so a second press cannot start a second player.
      start.hidden = true;
      root.dataset.playerState = 'loading';
      void import('./live-playback').then(
        ({ playWithHls }) => playWithHls(root, video, url, loadHls),
        () => fail(root, video),
      );
    }
  });
}
