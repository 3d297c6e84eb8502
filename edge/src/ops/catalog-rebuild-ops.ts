/**
 * The rebuild (`/ops/v1/catalog/rebuild`): names, copy, images and new products reach
 * the prebuilt pages only with a build (ADR 009), so the console lists what waits and its button
 * POSTs to the deploy hook the operator configured (`DEPLOY_HOOK_URL`). Once the hook accepts,
 * the changes written before the call are no longer waiting; changes made during the build stay.
 */
import { toDttm14 } from '#shared/format';
import { OPS_CONTRACTS } from '#shared/schemas/ops-contracts';
import { defineEndpoint } from '../gateway/endpoint';
import { GatewayError } from '../gateway/errors';
import { callDeployHook } from './deploy-hook';

export const listRebuildWaits = defineEndpoint(OPS_CONTRACTS.listRebuildWaits, async ({ c, db }) => {
  const { results } = await db
    .prepare(
      `SELECT w.inm_prd_no, p.prd_nm, group_concat(w.what, ', ') AS what, MAX(w.changed_at) AS changed_at
         FROM catalog_rebuild_waits w JOIN products p ON p.inm_prd_no = w.inm_prd_no
        GROUP BY w.inm_prd_no ORDER BY changed_at DESC LIMIT 500`,
    )
    .all<{ inm_prd_no: string; prd_nm: string; what: string; changed_at: number }>();
  return {
    data: {
      hookConfigured: Boolean(c.env.DEPLOY_HOOK_URL),
      items: results.map((row) => ({ inmPrdNo: row.inm_prd_no, prdNm: row.prd_nm, what: row.what, changedDttm: toDttm14(row.changed_at) })),
    },
  };
});

export const rebuildCatalog = defineEndpoint(OPS_CONTRACTS.rebuildCatalog, async ({ c, db }) => {
  const hook = c.env.DEPLOY_HOOK_URL;
  if (!hook) throw new GatewayError('DEPLOY_HOOK_NOT_CONFIGURED');
  const startedAt = Date.now();
  const status = await callDeployHook(hook, 'catalog', startedAt);
  const cleared = await db.prepare('DELETE FROM catalog_rebuild_waits WHERE changed_at <= ?').bind(startedAt).run();
  return { data: { requestedDttm: toDttm14(startedAt), hookStatus: status, clearedCnt: cleared.meta.changes } };
});

export const CATALOG_REBUILD_OPS = [listRebuildWaits, rebuildCatalog];
