// The SQL subset the fake Workers Analytics Engine (`analytics-engine.mjs`) answers: columns
// (index1, blobN, doubleN, timestamp, _sample_interval), SUM(col), count(), a whole number
// (`1 AS votes`), quantileExactWeighted(q)(col, weight) as ClickHouse computes it, a timestamp's
// Korean date (`formatDateTime(timestamp, '%Y-%m-%d', 'Asia/Seoul') AS day`, groupable); FROM the
// dataset or FROM (a query of this subset), whose result columns the outer query then reads; WHERE
// with AND of `timestamp > NOW() - INTERVAL 'n' DAY` and comparisons with a number or a 'string';
// GROUP BY one or more names; FORMAT JSON. Anything else throws, so a query the fake cannot check
// fails loudly.

const DAY_MS = 24 * 60 * 60 * 1000;

/** Splits `text` at commas outside parentheses. */
function splitTop(text) {
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (text[index] === '(') depth += 1;
    else if (text[index] === ')') depth -= 1;
    else if (text[index] === ',' && depth === 0) {
      parts.push(text.slice(start, index).trim());
      start = index + 1;
    }
  }
  return [...parts, text.slice(start).trim()];
}

/** ClickHouse's quantileExactWeighted: the first value whose running weight reaches ⌈W·q⌉. */
function quantileExactWeighted(q, pairs) {
  if (pairs.length === 0) return Number.NaN;
  const sorted = [...pairs].sort((a, b) => a[0] - b[0]);
  const threshold = Math.ceil(sorted.reduce((sum, [, weight]) => sum + weight, 0) * q);
  let running = 0;
  for (const [value, weight] of sorted) {
    running += weight;
    if (running >= threshold) return value;
  }
  return sorted.at(-1)[0];
}

const COLUMN = /^(index1|blob\d{1,2}|double\d{1,2}|timestamp|_sample_interval)$/;

/** One select item as `{ name, aggregate, value(rows) }`; `columns` matches the source's column names. */
function selectItem(text, columns) {
  const [, expression, alias] = /^(.+?)(?:\s+AS\s+(\w+))?$/is.exec(text);
  const name = alias ?? expression;
  const quantile = /^quantileExactWeighted\(([\d.]+)\)\((\w+),\s*(\w+)\)$/i.exec(expression);
  if (quantile)
    return {
      name,
      aggregate: true,
      value: (rows) =>
        quantileExactWeighted(
          Number(quantile[1]),
          rows.map((row) => [row[quantile[2]], row[quantile[3]]]),
        ),
    };
  const koreanDate = /^formatDateTime\((timestamp),\s*'%Y-%m-%d',\s*'Asia\/Seoul'\)$/i.exec(expression);
  if (koreanDate && alias) {
    // Korea keeps no daylight saving time: UTC+9 all year.
    const derive = (row) => new Date(row[koreanDate[1]] + 9 * 60 * 60 * 1000).toISOString().slice(0, 10);
    return { name, column: name, derive, aggregate: false, value: (rows) => rows[0][name] };
  }
  const sum = /^SUM\((\w+)\)$/i.exec(expression);
  if (sum) return { name, aggregate: true, value: (rows) => String(rows.reduce((total, row) => total + row[sum[1]], 0)) };
  if (/^count\(\)$/i.test(expression)) return { name, aggregate: true, value: (rows) => String(rows.length) };
  if (/^\d+$/.test(expression)) return { name, aggregate: false, value: () => Number(expression) };
  if (columns.test(expression)) return { name, column: expression, aggregate: false, value: (rows) => rows[0][expression] };
  throw new Error(`the fake does not know the expression ${expression}`);
}

/** A WHERE condition as a row predicate. */
function condition(text, now, columns) {
  const recent = /^timestamp\s*>\s*NOW\(\)\s*-\s*INTERVAL\s*'(\d+)'\s*DAY$/i.exec(text);
  if (recent) return (row) => row.timestamp > now - Number(recent[1]) * DAY_MS;
  const compare = /^(\w+)\s*(>=|<=|!=|=|>|<)\s*(-?[\d.]+|'[^']*')$/.exec(text);
  if (!compare || !columns.test(compare[1])) throw new Error(`the fake does not know the condition ${text}`);
  const [, column, operator, literal] = compare;
  const expected = literal.startsWith("'") ? literal.slice(1, -1) : Number(literal);
  const test = {
    '>=': (a) => a >= expected,
    '<=': (a) => a <= expected,
    '!=': (a) => a !== expected,
    '=': (a) => a === expected,
    '>': (a) => a > expected,
    '<': (a) => a < expected,
  };
  return (row) => test[operator](row[column]);
}

/** `[select, source, rest]` of `SELECT … FROM source rest`, the source a name or a parenthesized query. */
function splitFrom(sql) {
  const head = /^\s*SELECT\s+(.+?)\s+FROM\s+/is.exec(sql);
  if (!head) throw new Error('the fake reads only SELECT … FROM …');
  const at = head[0].length;
  if (sql[at] !== '(') {
    const name = /^\w+/.exec(sql.slice(at))?.[0] ?? '';
    return [head[1], name, sql.slice(at + name.length)];
  }
  let depth = 0;
  for (let end = at; end < sql.length; end += 1) {
    if (sql[end] === '(') depth += 1;
    else if (sql[end] === ')' && --depth === 0) return [head[1], sql.slice(at, end + 1), sql.slice(end + 1)];
  }
  throw new Error('unbalanced parentheses in FROM');
}

/** Runs one query of the subset over `rows`. */
export function runSql(sql, rows, options) {
  return run(sql, rows, options).rows;
}

/** The result's column names and rows of one query. */
function run(sql, rows, { dataset, now }) {
  const [select, source, rest] = splitFrom(sql);
  const parsed = /^(?:\s+WHERE\s+(.+?))?(?:\s+GROUP\s+BY\s+(\w+(?:\s*,\s*\w+)*))?(?:\s+FORMAT\s+(JSON))?\s*$/is.exec(rest);
  if (!parsed) throw new Error('the fake reads only SELECT … FROM … [WHERE …] [GROUP BY …] [FORMAT JSON]');
  const [, where, groupBy] = parsed;
  let from = rows;
  let columns = COLUMN;
  if (source.startsWith('(')) {
    const inner = run(source.slice(1, -1), rows, { dataset, now });
    from = inner.rows;
    columns = new RegExp(`^(${inner.names.join('|')})$`);
  } else if (source !== dataset) throw new Error(`unknown table ${source}`);
  const items = splitTop(select).map((text) => selectItem(text, columns));
  const derived = items.filter((item) => item.derive);
  if (derived.length > 0) from = from.map((row) => ({ ...row, ...Object.fromEntries(derived.map((item) => [item.name, item.derive(row)])) }));
  const kept = from.filter((row) => (where ? where.split(/\s+AND\s+/i).every((text) => condition(text.trim(), now, columns)(row)) : true));
  const keys = groupBy ? groupBy.split(',').map((name) => name.trim()) : [];
  const keyColumns = keys.map((key) => {
    const item = items.find((candidate) => candidate.name === key || candidate.column === key);
    if (!item?.column && !columns.test(key)) throw new Error(`unknown GROUP BY ${key}`);
    return item?.column ?? key;
  });
  const keyOf = (row) => JSON.stringify(keyColumns.map((column) => row[column]));
  const groups = new Map();
  for (const row of kept) groups.set(keyOf(row), [...(groups.get(keyOf(row)) ?? []), row]);
  const grouped = groupBy || items.some((item) => item.aggregate);
  const sets = grouped ? [...groups.values()] : kept.map((row) => [row]);
  if (grouped && !groupBy && sets.length === 0) sets.push([]);
  const names = items.map((item) => item.name);
  return { names, rows: sets.map((set) => Object.fromEntries(items.map((item) => [item.name, item.value(set)]))) };
}
