/** Reads for tests that compare what the database holds. */
import { env } from 'cloudflare:test';

/** The rows `sql` answers in the test database, with `binds` for its `?` parameters. */
export async function rowsOf<Row = Record<string, unknown>>(sql: string, ...binds: unknown[]): Promise<Row[]> {
  return (
    await env.DB.prepare(sql)
      .bind(...binds)
      .all<Row>()
  ).results;
}
