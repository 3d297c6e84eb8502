/** A product as the console reads it (`catalog/products/get`, shared/schemas/catalog-ops-calls.ts). */
import type { z } from 'zod';
import type { ProductOpsSchema } from '#shared/schemas/catalog-ops-calls';

export type ProductRecord = z.infer<typeof ProductOpsSchema> & { id: string };
