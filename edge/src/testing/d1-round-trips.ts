/**
 * Counts the D1 round trips gateway calls make: every call reads through a D1 session
 * (gateway/d1-session.ts), so the sessions the binding opens are watched, their batches counted,
 * and statements run alone (`first`, `all`, `run`, `raw`) counted too.
 */
import { env } from 'cloudflare:test';
import { vi } from 'vitest';

export function countRoundTrips(): () => { batches: number; alone: number } {
  let batches = 0;
  const open = env.DB.withSession.bind(env.DB);
  vi.spyOn(env.DB, 'withSession').mockImplementation((start) => {
    const session = open(start);
    const batch = session.batch.bind(session);
    return Object.assign(Object.create(session) as D1DatabaseSession, {
      batch: (statements: D1PreparedStatement[]) => {
        batches += 1;
        return batch(statements);
      },
      prepare: (query: string) => session.prepare(query),
    });
  });
  const statement = Object.getPrototypeOf(env.DB.prepare('SELECT 1')) as D1PreparedStatement;
  const alone = (['first', 'all', 'run', 'raw'] as const).map((name) => vi.spyOn(statement, name));
  return () => ({ batches, alone: alone.reduce((sum, spy) => sum + spy.mock.calls.length, 0) });
}
