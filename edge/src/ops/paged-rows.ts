/**
 * One page of a console table and the count of all its rows, in one round trip (ADR 026: tables
 * page, sort and filter on the gateway). `from`, `where` and `orderBy` are fixed SQL written by
 * the caller, never text a request sent; the request's values go in `binds` (?1 …).
 */
export interface PageQuery {
  select: string;
  from: string;
  where: string;
  orderBy: string;
  binds: readonly unknown[];
}

/** The page a console list asked for. */
interface PageAsked {
  page: number;
  perPage: number;
}

/** A list call's answer: the page's rows as `itemOf` words them, the total, and the page asked for. */
export async function pagedAnswer<Row, Item>(db: D1Database, asked: PageAsked, query: PageQuery, itemOf: (row: Row) => Item) {
  const { page, perPage } = asked;
  const { rows, total } = await pagedRows<Row>(db, query, asked);
  return { data: { items: rows.map(itemOf), total, page, perPage } };
}

async function pagedRows<Row>(db: D1Database, query: PageQuery, { page, perPage }: PageAsked): Promise<{ rows: Row[]; total: number }> {
  const { select, from, where, orderBy, binds } = query;
  const next = binds.length + 1;
  const [counted, listed] = await db.batch<unknown>([
    db.prepare(`SELECT COUNT(*) AS n FROM ${from} WHERE ${where}`).bind(...binds),
    db
      .prepare(`SELECT ${select} FROM ${from} WHERE ${where} ORDER BY ${orderBy} LIMIT ?${next} OFFSET ?${next + 1}`)
      .bind(...binds, perPage, (page - 1) * perPage),
  ]);
  return { rows: listed.results as Row[], total: (counted.results[0] as { n: number }).n };
}
