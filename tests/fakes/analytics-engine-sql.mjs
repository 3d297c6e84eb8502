// The SQL subset the fake Workers Analytics Engine (`analytics-engine.mjs`) answers: columns
// (index1, blobN, doubleN, timestamp, _sample_interval), SUM(col), count(),
// quantileExactWeighted(q)(col, weight) as ClickHouse computes it; WHERE with AND of
// `timestamp > NOW() - INTERVAL 'n' DAY` and comparisons with a number or a 'string'; GROUP BY one
// name; FORMAT JSON. Anything else throws, so a query the fake cannot check fails loudly.

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

/** One select item as `{ name, aggregate, value(rows) }`. */
function selectItem(text) {
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
  const sum = /^SUM\((\w+)\)$/i.exec(expression);
  if (sum) return { name, aggregate: true, value: (rows) => String(rows.reduce((total, row) => total + row[sum[1]], 0)) };
  if (/^count\(\)$/i.test(expression)) return { name, aggregate: true, value: (rows) => String(rows.length) };
  if (COLUMN.test(expression)) return { name, column: expression, aggregate: false, value: (rows) => rows[0][expression] };
  throw new Error(`the fake does not know the expression ${expression}`);
}

/** A WHERE condition as a row predicate. */
function condition(text, now) {
  const recent = /^timestamp\s*>\s*NOW\(\)\s*-\s*INTERVAL\s*'(\d+)'\s*DAY$/i.exec(text);
  if (recent) return (row) => row.timestamp > now - Number(recent[1]) * DAY_MS;
  const compare = /^(\w+)\s*(>=|<=|!=|=|>|<)\s*(-?[\d.]+|'[^']*')$/.exec(text);
  if (!compare || !COLUMN.test(compare[1])) throw new Error(`the fake does not know the condition ${text}`);
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

/** Runs one query of the subset over `rows`. */
export function runSql(sql, rows, { dataset, now }) {
  const parsed = /^\s*SELECT\s+(.+?)\s+FROM\s+(\w+)(?:\s+WHERE\s+(.+?))?(?:\s+GROUP\s+BY\s+(\w+))?(?:\s+FORMAT\s+(JSON))?\s*$/is.exec(sql);
  if (!parsed) throw new Error('the fake reads only SELECT … FROM … [WHERE …] [GROUP BY …] [FORMAT JSON]');
  const [, select, table, where, groupBy] = parsed;
  if (table !== dataset) throw new Error(`unknown table ${table}`);
  const items = splitTop(select).map(selectItem);
  const kept = rows.filter((row) => (where ? where.split(/\s+AND\s+/i).every((text) => condition(text.trim(), now)(row)) : true));
  const keyItem = groupBy ? items.find((item) => item.name === groupBy || item.column === groupBy) : undefined;
  if (groupBy && !keyItem && !COLUMN.test(groupBy)) throw new Error(`unknown GROUP BY ${groupBy}`);
  const keyOf = (row) => (groupBy ? row[keyItem?.column ?? groupBy] : '');
  const groups = new Map();
  for (const row of kept) groups.set(keyOf(row), [...(groups.get(keyOf(row)) ?? []), row]);
  const grouped = groupBy || items.some((item) => item.aggregate);
  const sets = grouped ? [...groups.values()] : kept.map((row) => [row]);
  if (grouped && !groupBy && sets.length === 0) sets.push([]);
  return sets.map((set) => Object.fromEntries(items.map((item) => [item.name, item.value(set)])));
}
