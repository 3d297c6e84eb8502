/** Operator calls for customers, under `/ops/v1` (see index.ts for the key check). */
import { Hono } from 'hono';
import type { AppEnv } from '../env';

export const customerOps = new Hono<AppEnv>();
