// The environment every script gives the tools it runs: no telemetry, no metrics, no fetch of
// Cloudflare's request.cf data (the machine may have no internet beyond the npm registry).
import { spawn } from 'node:child_process';

export const QUIET_ENV = {
  ASTRO_TELEMETRY_DISABLED: '1',
  WRANGLER_SEND_METRICS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  NO_UPDATE_NOTIFIER: '1',
};
Object.assign(process.env, QUIET_ENV);

/** Runs an npm-installed binary with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: process.env, shell: false, ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(1);
    });
  });
}

/** Runs a command and stops the script when it fails. */
export async function must(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`\n✗ ${command} ${args.join(' ')} failed with exit code ${code}`);
    process.exit(code);
  }
}
