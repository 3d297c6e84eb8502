/** Operator calls for claims, under `/ops/v1` (see index.ts for the key check). */
import { Hono } from 'hono';
import type { AppEnv } from '../env';

export const claimOps = new Hono<AppEnv>();
