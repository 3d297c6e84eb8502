/**
 * Headless WebKit for the WebKit suite (docs/decisions/058-webkit-through-wpe-webdriver.md): a
 * Weston compositor without a screen, and per device a WPEWebDriver whose session starts Cog,
 * WebKit's small browser, in a Wayland window of the device's size with the device's user agent.
 * webdriverio speaks classic WebDriver to it (WebKit 2.38's driver has no BiDi).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { remote } from 'webdriverio';
import { freePort, waitUntilUp } from '#scripts/bench-support';
import { WEBKIT_TOOLS } from '#scripts/webkit-tools';

export type WebKit = WebdriverIO.Browser;

export interface Device {
  /** Names the screenshots and the driver's log. */
  name: string;
  width: number;
  height: number;
  userAgent: string;
}

/** Where the screenshots and the drivers' logs go (ignored by git, as Playwright's are). */
export const RESULTS_DIR = join('test-results', 'webkit');

/** What a WebKit window needs to reach the compositor. */
export interface Display {
  XDG_RUNTIME_DIR: string;
  WAYLAND_DISPLAY: string;
}

function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // The whole group: the driver's Cog and WebKit's own processes go with it.
  process.kill(-child.pid, 'SIGTERM');
  return exited;
}

async function until(ready: () => boolean, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!ready()) {
    if (Date.now() > deadline) throw new Error(`${what} did not start within ${timeoutMs / 1000}s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A Weston without a screen, large enough for the PC window; `stop` ends it. */
export async function startCompositor(): Promise<{ display: Display; stop: () => Promise<void> }> {
  const runtimeDir = mkdtempSync(join(tmpdir(), 'nokcha-wayland-'));
  const socket = 'wayland-webkit';
  const child = spawn(
    WEBKIT_TOOLS.compositor,
    ['--backend=headless-backend.so', `--socket=${socket}`, '--width=1600', '--height=1200', '--no-config', '--idle-time=0'],
    { detached: true, stdio: 'ignore', env: { ...process.env, XDG_RUNTIME_DIR: runtimeDir } },
  );
  const stop = async () => {
    await stopGroup(child);
    rmSync(runtimeDir, { recursive: true, force: true });
  };
  try {
    await until(() => existsSync(join(runtimeDir, socket)) || child.exitCode !== null, 'Weston');
    if (child.exitCode !== null) throw new Error(`Weston exited with code ${child.exitCode}`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { display: { XDG_RUNTIME_DIR: runtimeDir, WAYLAND_DISPLAY: socket }, stop };
}

/**
 * A WPEWebDriver for one device's window (a driver holds one session), logging to
 * test-results/webkit/<name>-driver.log; `stop` ends it with the Cog and WebKit processes it started.
 */
export async function startDriver(name: string, display: Display): Promise<{ port: number; stop: () => Promise<void> }> {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const port = await freePort();
  const log = openSync(join(RESULTS_DIR, `${name}-driver.log`), 'w');
  const driver = spawn(WEBKIT_TOOLS.driver, [`--port=${port}`], {
    // Cog may leave files in its working folder; not in the repository.
    cwd: tmpdir(),
    detached: true,
    stdio: ['ignore', log, log],
    env: { ...process.env, ...display },
  });
  const stop = () => stopGroup(driver);
  try {
    await waitUntilUp(`http://127.0.0.1:${port}/status`, 20_000, () => driver.exitCode !== null && `WPEWebDriver exited with code ${driver.exitCode}`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, stop };
}

/** A WebKit window of `device`'s size and user agent, from the driver at `port`; `close` ends the session. */
export async function openWebKit(device: Device, port: number): Promise<{ browser: WebKit; close: () => Promise<void> }> {
  const browser = await remote({
    hostname: '127.0.0.1',
    port,
    // wdio's own retries (a stale element found again) are not worth a line each.
    logLevel: 'error',
    waitforTimeout: 15_000,
    capabilities: {
      // WebKit 2.38's driver speaks classic WebDriver only.
      'wdio:enforceWebDriverClassic': true,
      // Cog's Wayland window takes its size from the environment; env sets it for Cog alone.
      'wpe:browserOptions': {
        binary: '/usr/bin/env',
        args: [
          `COG_PLATFORM_WL_VIEW_WIDTH=${device.width}`,
          `COG_PLATFORM_WL_VIEW_HEIGHT=${device.height}`,
          WEBKIT_TOOLS.browser,
          '--platform=wl',
          '--automation',
          `--user-agent=${device.userAgent}`,
        ],
      },
    } as WebdriverIO.Capabilities,
  });
  return { browser, close: () => browser.deleteSession() };
}
