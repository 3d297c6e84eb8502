/**
 * Once per WebKit run: a local worker over the build with a migrated and seeded D1 state of its
 * own (WEBKIT_PERSIST_DIR when `npm test` hands it a copy of the freshly seeded one, else a new
 * one made here), the Wayland compositor the WebKit windows open in, and a WebDriver per device.
 * Started here, they are all stopped here too, however a test file ends.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { must } from '#scripts/env';
import { startLocalWorker } from '#scripts/local-worker';
import { TEST_WORKER_VARS } from '#scripts/local-vars';
import { DEVICES } from './support/devices';
import { startCompositor, startDriver } from './support/webkit';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** Each device's WebDriver port, by the device's name. */
    drivers: Record<string, number>;
  }
}

async function seededState(): Promise<{ persist: string; dispose: () => void }> {
  const given = process.env.WEBKIT_PERSIST_DIR;
  const persist = given ?? mkdtempSync(join(tmpdir(), 'nokcha-webkit-d1-'));
  if (!existsSync(join(persist, 'v3', 'd1'))) {
    await must('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persist]);
    await must('node', ['scripts/seed.mjs', '--persist-to', persist]);
  }
  return { persist, dispose: () => given ?? rmSync(persist, { recursive: true, force: true }) };
}

export default async function setup(project: TestProject) {
  const outDir = process.env.NOKCHA_OUT_DIR ?? 'dist';
  if (!existsSync(join(outDir, 'kr/ko/index.html'))) throw new Error(`${outDir} has no build: run npm run build first, or npm test, which builds.`);
  const state = await seededState();
  const worker = await startLocalWorker({ persist: state.persist, assets: outDir, vars: TEST_WORKER_VARS });
  const stops: (() => Promise<void>)[] = [worker.stop];
  // Vitest stopped by Ctrl-C skips the teardown: each stop sends its signal before it awaits.
  const onExit = () => stops.forEach((stop) => void stop());
  process.once('exit', onExit);
  const teardown = async () => {
    process.off('exit', onExit);
    for (const stop of stops.reverse()) await stop();
    state.dispose();
  };
  try {
    const compositor = await startCompositor();
    stops.push(compositor.stop);
    const drivers = await Promise.all(DEVICES.map((device) => startDriver(device.name, compositor.display)));
    stops.push(...drivers.map((driver) => driver.stop));
    project.provide('drivers', Object.fromEntries(DEVICES.map((device, index) => [device.name, drivers[index].port])));
  } catch (error) {
    await teardown();
    throw error;
  }
  project.provide('baseURL', worker.origin);
  return teardown;
}
