// Finds the Chromium that Playwright and Lighthouse drive: `CHROMIUM_PATH`, else Debian's
// /usr/bin/chromium. We never download a browser; when none is found and we run as root, Debian's
// package is installed, otherwise we stop and say how to install it.
//
//   node scripts/ensure-chromium.mjs   prints the path (installing first when needed and allowed)
import { accessSync, constants } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** Flags every launch uses: no sandbox (root in containers), no GPU, nothing phoning home. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

const INSTALL_HINT = `Install Debian's Chromium as root:

    apt-get update && apt-get install -y chromium

or point CHROMIUM_PATH at an existing Chromium or Chrome binary.`;

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The Chromium to use, or null; never installs anything. */
export function findChromium() {
  const configured = process.env.CHROMIUM_PATH?.trim();
  if (configured) return isExecutable(configured) ? configured : null;
  return isExecutable(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : null;
}

/** The Chromium to use; throws with the install hint when there is none. */
export function requireChromium() {
  const path = findChromium();
  if (path) return path;
  const configured = process.env.CHROMIUM_PATH?.trim();
  throw new Error(
    configured ? `CHROMIUM_PATH=${configured} is not an executable file.\n${INSTALL_HINT}` : `No Chromium found at ${DEBIAN_CHROMIUM}.\n${INSTALL_HINT}`,
  );
}

function apt(args) {
  console.error(`$ apt-get ${args.join(' ')}`);
  // Wait for another apt run (an unattended upgrade, a parallel job) instead of failing on its lock.
  const result = spawnSync('apt-get', ['-o', 'DPkg::Lock::Timeout=600', ...args], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.error) throw new Error(`apt-get could not run: ${result.error.message}\n${INSTALL_HINT}`);
  if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed with exit code ${result.status}.\n${INSTALL_HINT}`);
}

/**
 * The Chromium to use, installing Debian's package first when none is found and we are root.
 * Throws with a message that says how to install it otherwise.
 */
export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  if (process.env.CHROMIUM_PATH?.trim()) return requireChromium();
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) {
    throw new Error(`No Chromium found at ${DEBIAN_CHROMIUM}, and installing it needs root.\n${INSTALL_HINT}`);
  }
  console.error(`No Chromium at ${DEBIAN_CHROMIUM}: installing Debian's package.`);
  apt(['update']);
  apt(['install', '-y', 'chromium']);
  return requireChromium();
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    console.log(ensureChromium());
  } catch (error) {
    console.error(`✗ ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
