/** The embedded test provider's payment window, served by the worker under `/pay`. */
import { Hono } from 'hono';
import type { AppEnv } from '../env';

export const payRoutes = new Hono<AppEnv>();
