import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { ENDED_MESSAGE, PLAYER_ERROR_MESSAGE, startLivePlayer, UPCOMING_MESSAGE, type HlsLike, type HlsModule } from './live-player';

const START = 1_000_000;
const END = START + 3_600_000;
const STREAM = '/media/live/L1/index.m3u8';
const REPLAY = '/media/replay/L1/index.m3u8';

function player(replay = ''): HTMLElement {
  document.body.innerHTML = `
    <div data-live-player data-stream="${STREAM}" data-replay="${replay}" data-broadcast-start="${START}" data-broadcast-end="${END}">
      <video controls playsinline poster="/p.svg"></video>
      <button type="button" data-player-start hidden>방송 보기</button>
      <p data-player-message hidden></p>
    </div>`;
  return document.querySelector<HTMLElement>('[data-live-player]')!;
}

const startButton = () => document.querySelector<HTMLButtonElement>('[data-player-start]')!;
const message = () => document.querySelector<HTMLElement>('[data-player-message]')!;
const video = () => document.querySelector('video')!;

/** A stand-in for hls.js that records what it was asked and can fail like it. */
function fakeHls(supported = true) {
  const calls: string[] = [];
  let onError: ((event: string, data: { fatal?: boolean }) => void) | null = null;
  class FakeHls implements HlsLike {
    static isSupported = () => supported;
    static Events = { ERROR: 'hlsError' };
    loadSource(url: string) {
      calls.push(`load ${url}`);
    }
    attachMedia() {
      calls.push('attach');
    }
    on(_event: string, listener: (event: string, data: { fatal?: boolean }) => void) {
      onError = listener;
    }
    destroy() {
      calls.push('destroy');
    }
  }
  return { module: FakeHls as unknown as HlsModule, calls, fail: (fatal: boolean) => onError?.('hlsError', { fatal }) };
}

let nativeHls = '';
beforeEach(() => {
  nativeHls = '';
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation(() => nativeHls as CanPlayTypeResult);
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});
afterEach(() => vi.restoreAllMocks());

/** Waits for a press to settle: the hls.js playback is fetched on the press, then hls.js itself. */
const settled = (root: HTMLElement) => vi.waitFor(() => expect(root.dataset.playerState).not.toBe('loading'));

test('an upcoming broadcast says when it can be watched and offers no play button', () => {
  const root = player();
  startLivePlayer(root, { now: () => START - 1, loadHls: vi.fn() });
  expect(message().hidden).toBe(false);
  expect(message().textContent).toBe(UPCOMING_MESSAGE);
  expect(startButton().hidden).toBe(true);
  expect(video().controls).toBe(false);
});

test('a live broadcast loads hls.js only when play is pressed, then plays the live playlist', async () => {
  const hls = fakeHls();
  const loadHls = vi.fn(async () => hls.module);
  const root = player();
  startLivePlayer(root, { now: () => START + 10, loadHls });
  expect(startButton().hidden).toBe(false);
  expect(loadHls).not.toHaveBeenCalled();
  startButton().click();
  expect(root.dataset.playerState).toBe('loading');
  expect(startButton().hidden).toBe(true);
  await settled(root);
  expect(loadHls).toHaveBeenCalledOnce();
  expect(hls.calls).toEqual([`load ${STREAM}`, 'attach']);
  expect(video().controls).toBe(true);
  expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
});

test('Safari gets the playlist as src on play and never fetches hls.js', () => {
  nativeHls = 'maybe';
  const loadHls = vi.fn();
  const root = player();
  startLivePlayer(root, { now: () => START + 10, loadHls });
  expect(video().hasAttribute('src')).toBe(false);
  startButton().click();
  expect(video().getAttribute('src')).toBe(STREAM);
  expect(video().controls).toBe(true);
  expect(startButton().hidden).toBe(true);
  expect(loadHls).not.toHaveBeenCalled();
});

test('an ended broadcast plays its replay, or says there is none', async () => {
  const hls = fakeHls();
  const replay = player(REPLAY);
  startLivePlayer(replay, { now: () => END + 1, loadHls: async () => hls.module });
  startButton().click();
  await settled(replay);
  expect(hls.calls[0]).toBe(`load ${REPLAY}`);

  startLivePlayer(player(''), { now: () => END + 1, loadHls: vi.fn() });
  expect(message().textContent).toBe(ENDED_MESSAGE);
  expect(startButton().hidden).toBe(true);
});

test.each([
  ['the playlist cannot load', 'fatal'],
  ['the library cannot load', 'import'],
  ['the browser has no MSE', 'unsupported'],
  ['the video element fails', 'media'],
])('when %s, the player area says so in Korean', async (_case, how) => {
  const hls = fakeHls(how !== 'unsupported');
  const loadHls = how === 'import' ? vi.fn(async () => Promise.reject(new Error('chunk'))) : vi.fn(async () => hls.module);
  const root = player();
  startLivePlayer(root, { now: () => START + 10, loadHls });
  startButton().click();
  await settled(root);
  if (how === 'fatal') hls.fail(true);
  if (how === 'media') video().dispatchEvent(new Event('error'));
  expect(message().hidden).toBe(false);
  expect(message().textContent).toBe(PLAYER_ERROR_MESSAGE);
  expect(video().controls).toBe(false);
  expect(root.dataset.playerState).toBe('error');
});

test('a recoverable hls.js error leaves the player playing', async () => {
  const hls = fakeHls();
  const root = player();
  startLivePlayer(root, { now: () => START + 10, loadHls: async () => hls.module });
  startButton().click();
  await settled(root);
  hls.fail(false);
  expect(message().hidden).toBe(true);
  expect(root.dataset.playerState).toBe('playing');
});

test('a page opened before the start offers play once the countdown says it began', () => {
  let now = START - 1;
  const root = player();
  startLivePlayer(root, { now: () => now, loadHls: vi.fn() });
  expect(startButton().hidden).toBe(true);
  now = START + 1;
  root.dispatchEvent(new Event('broadcast-status-change'));
  expect(startButton().hidden).toBe(false);
  expect(message().hidden).toBe(true);
});
