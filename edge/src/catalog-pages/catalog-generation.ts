/**
 * The catalog generation as the page cache reads it: through the gateway (so `GATEWAY_ORIGIN`
 * applies), at most once per `GENERATION_MAX_AGE_MS` per isolate, one read in flight at a time.
 */
import { GetCatalogGenerationResponseSchema } from '#shared/schemas/display-calls';
import { DISPLAY_ROUTES } from '#shared/schemas/display-routes';
import { callGatewayInProcess, type GatewayCaller } from '../catalog-live/in-process-gateway';
import { GENERATION_MAX_AGE_MS } from './page-cache';

export async function fetchCatalogGeneration(caller: GatewayCaller): Promise<number> {
  const answer = await callGatewayInProcess(caller, { method: 'GET', path: DISPLAY_ROUTES.getCatalogGeneration.path }, GetCatalogGenerationResponseSchema);
  return answer.data.generation;
}

/** A reader that remembers the last generation for `maxAgeMs`; a failed read is not remembered. */
export function generationMemo(read: () => Promise<number>, now: () => number, maxAgeMs = GENERATION_MAX_AGE_MS): () => Promise<number> {
  let last: { at: number; value: Promise<number> } | undefined;
  return () => {
    const at = now();
    if (last && at - last.at < maxAgeMs && at >= last.at) return last.value;
    const value = read();
    const entry = { at, value };
    last = entry;
    value.catch(() => {
      if (last === entry) last = undefined;
    });
    return value;
  };
}
