import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { BUILD_POLL_INTERVAL_MS, checkBuild, newBuildLive, startBuildWatch } from './build-watch';

let fetchMock: ReturnType<typeof vi.fn>;
let liveBuild: string;

beforeEach(() => {
  document.documentElement.removeAttribute('data-new-build-live');
  document.documentElement.dataset.buildId = '20250101000000';
  liveBuild = '20250101000000';
  fetchMock = vi.fn(async () => Response.json({ buildId: liveBuild }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('checkBuild', () => {
  test('asks the manifest past every cache and stays calm while the build is the same', async () => {
    await expect(checkBuild()).resolves.toBe(false);
    expect(fetchMock).toHaveBeenCalledWith('/builds/latest.json', { cache: 'no-store' });
    expect(newBuildLive()).toBe(false);
  });

  test('marks a different live build, and stops asking once it knows', async () => {
    liveBuild = '20250202000000';
    await expect(checkBuild()).resolves.toBe(true);
    expect(newBuildLive()).toBe(true);
    await checkBuild();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  test.each([
    ['a network failure', () => Promise.reject(new TypeError('offline'))],
    ['an error answer', async () => new Response('busy', { status: 503 })],
    ['a manifest without an id', async () => Response.json({})],
    ['HTML instead of JSON', async () => new Response('<!doctype html>')],
  ])('ignores %s', async (_, answer) => {
    fetchMock.mockImplementation(answer);
    await expect(checkBuild()).resolves.toBe(false);
    expect(newBuildLive()).toBe(false);
  });

  test('does nothing on a page without a build id', async () => {
    delete document.documentElement.dataset.buildId;
    await checkBuild();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('startBuildWatch', () => {
  let stop: () => void;
  let visibility: DocumentVisibilityState;

  beforeEach(() => {
    visibility = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    vi.useFakeTimers();
    stop = startBuildWatch();
  });

  afterEach(() => stop());

  test('polls every 5 minutes while the tab is visible', async () => {
    await vi.advanceTimersByTimeAsync(BUILD_POLL_INTERVAL_MS - 1);
    expect(fetchMock).not.toHaveBeenCalled();
    liveBuild = '20250202000000';
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(newBuildLive()).toBe(true);
  });

  test('skips polls while hidden and checks as soon as the tab is shown again', async () => {
    visibility = 'hidden';
    await vi.advanceTimersByTimeAsync(BUILD_POLL_INTERVAL_MS * 2);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(fetchMock).not.toHaveBeenCalled();
    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  test('reloads a page restored from the back-forward cache when a newer build is live', async () => {
    const reload = vi.spyOn(location, 'reload').mockImplementation(() => {});
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    await vi.advanceTimersByTimeAsync(0);
    expect(reload).not.toHaveBeenCalled();

    liveBuild = '20250202000000';
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }));
    await vi.advanceTimersByTimeAsync(0);
    expect(reload).not.toHaveBeenCalled();

    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
  });
});
