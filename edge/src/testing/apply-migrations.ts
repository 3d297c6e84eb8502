/**
 * Vitest setup for the worker tests: applies the D1 migrations to the test file's own, fresh
 * database before its tests run, so every test file starts from the real schema and no rows.
 */
import { applyD1Migrations, env } from 'cloudflare:test';

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
