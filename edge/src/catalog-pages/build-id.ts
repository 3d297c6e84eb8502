/**
 * The id of the build the worker serves (`/builds/latest.json`), read once per isolate. Cached pages
 * are filled shells, whose script and style addresses change with each build, so the id is part of
 * every cache key: a deploy never serves a page that names the previous build's files.
 */
import { z } from 'zod';

const LatestBuildSchema = z.object({ buildId: z.string().min(1) });
export const LATEST_BUILD_PATH = '/builds/latest.json';

let buildId: Promise<string> | undefined;

export function buildIdOf(assets: Fetcher, origin: string): Promise<string> {
  if (!buildId) {
    const read = assets.fetch(new Request(new URL(LATEST_BUILD_PATH, origin))).then(async (response) => {
      if (!response.ok) throw new Error(`${LATEST_BUILD_PATH} answered ${response.status}`);
      return LatestBuildSchema.parse(await response.json()).buildId;
    });
    buildId = read;
    read.catch(() => {
      if (buildId === read) buildId = undefined;
    });
  }
  return buildId;
}
