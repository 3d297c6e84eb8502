// This worker under `wrangler dev` on a free port, over a D1 state and a build, for the benchmarks
// that measure it as a client would (scripts/bench-*.mjs) and the WebKit suite (tests/webkit). It runs as a local worker
// (scripts/local-vars.mjs) and is stopped by the `stop` it hands back.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, waitUntilUp } from './bench-support.mjs';
import { localVarFlags } from './local-vars.mjs';
import { QUIET_ENV } from './env.mjs';

/**
 * Resolves to `{ origin, api, stop }`. `persist` is the D1 state (wrangler's default unless given);
 * `assets` the build to serve, or none (an empty folder) when only the API is measured; `vars`
 * more values on top of the local ones (TEST_WORKER_VARS for a worker that tests drive).
 * @param {{ persist?: string, assets?: string, vars?: Record<string, string> }} [options]
 */
export async function startLocalWorker({ persist = '.wrangler/state', assets, vars = {} } = {}) {
  const port = await freePort();
  const emptyAssets = assets ? undefined : mkdtempSync(join(tmpdir(), 'nokcha-no-assets-'));
  const args = ['dev', '--port', String(port), '--ip', '127.0.0.1', '--persist-to', persist, '--assets', assets ?? emptyAssets];
  args.push('--show-interactive-dev-session=false', '--log-level', 'error', '--inspector-port', String(await freePort()), ...localVarFlags(vars));
  const child = spawn('wrangler', args, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...QUIET_ENV } });
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    if (emptyAssets) rmSync(emptyAssets, { recursive: true, force: true });
  };
  try {
    await waitUntilUp(`${origin}/api/openapi.json`, 90_000, () => child.exitCode !== null && `wrangler dev exited with code ${child.exitCode}`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, api: `${origin}/api`, stop };
}
