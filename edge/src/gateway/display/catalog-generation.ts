/**
 * The catalog's generation (migrations/0039_catalog_generation.sql): triggers on every catalog table
 * move it on, so reading it is one primary-key lookup.
 */
import type { CatalogGeneration } from '#shared/schemas/display-calls';

/** The SQL that reads the generation; page-data batches add it so their answer names the generation it saw. */
export const CATALOG_GENERATION_SQL = 'SELECT generation FROM catalog_generation WHERE id = 1';

export async function readCatalogGeneration(db: D1Database): Promise<CatalogGeneration> {
  const row = await db.prepare(CATALOG_GENERATION_SQL).first<{ generation: number }>();
  return { generation: row?.generation ?? 0 };
}
