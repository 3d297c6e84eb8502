/**
 * SQL run on the e2e worker's own D1 state (E2E_PERSIST_DIR, which `wrangler dev` serves), through
 * `wrangler d1 execute` as the seed writes it. Only for what no request can bring about: a payment
 * provider refusing a cancel, which the embedded test provider never does by itself. Everything a
 * shopper or an operator can do goes through the worker instead.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** `sql` is the test's own text; values in it are ones the test made (order numbers, payment keys), quoted with `sqlText`. */
export async function d1Execute(sql: string): Promise<void> {
  const persistTo = process.env.E2E_PERSIST_DIR;
  if (!persistTo) throw new Error('E2E_PERSIST_DIR is not set: run the spec through playwright.config.ts');
  // The environment is the run's, which playwright.config.ts has made quiet (no telemetry, no request.cf fetch).
  for (let attempt = 1; ; attempt += 1) {
    try {
      await run('wrangler', ['d1', 'execute', 'DB', '--local', '--persist-to', persistTo, '--command', sql]);
      return;
    } catch (error) {
      // The running worker writes the same SQLite file; a write of its own may hold the lock for a moment.
      if (attempt === LOCKED_ATTEMPTS || !/SQLITE_BUSY|database is locked/.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
    }
  }
}

/** Tries while the worker holds the database's lock, about 2.5 s in all. */
const LOCKED_ATTEMPTS = 5;

/** A text value as SQL writes it. */
export const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;
