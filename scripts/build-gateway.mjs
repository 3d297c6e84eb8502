// The gateway the build reads the catalog from (ADR 008). With CATALOG_API set (for example
// `https://shop.example/api`, an operator's deployed worker), the build reads from there.
// Otherwise it starts this worker under `wrangler dev` on a free port, over the local D1 state
// in NOKCHA_D1_PERSIST (wrangler's default `.wrangler/state` unless set), with an empty assets
// folder so that the build rewriting dist/ cannot disturb it; it is stopped when the build ends.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localVarFlags } from './local-vars.mjs';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited with code ${child.exitCode} before the gateway answered`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The build gateway did not answer ${url} within ${timeoutMs / 1000} s`);
}

/** Resolves to `{ api, stop }`: the `/api` base URL to read and a function that stops what was started. */
export async function startBuildGateway() {
  if (process.env.CATALOG_API) return { api: process.env.CATALOG_API.replace(/\/+$/, ''), stop: async () => {} };
  const port = await freePort();
  const assets = mkdtempSync(join(tmpdir(), 'nokcha-build-assets-'));
  const persist = process.env.NOKCHA_D1_PERSIST ?? '.wrangler/state';
  const args = [
    'dev',
    '--port',
    String(port),
    '--ip',
    '127.0.0.1',
    '--persist-to',
    persist,
    '--assets',
    assets,
    '--show-interactive-dev-session=false',
    '--log-level',
    'error',
    '--inspector-port',
    String(await freePort()),
    ...localVarFlags(),
  ];
  const child = spawn('wrangler', args, { stdio: ['ignore', 'ignore', 'inherit'], env: process.env });
  const api = `http://127.0.0.1:${port}/api`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(assets, { recursive: true, force: true });
  };
  try {
    await waitUntilUp(`${api}/openapi.json`, child, 90_000);
  } catch (error) {
    await stop();
    throw error;
  }
  console.log(`Catalog read from the local gateway at ${api} (D1 state in ${persist})`);
  return { api, stop };
}
