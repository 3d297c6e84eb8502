// The operator's command line: `npm run ops -- <path> key=value ...` POSTs the keys
// as JSON to `${SHOP_URL:-http://localhost:8787}/ops/v1/<path>` with the operator key header
// `X-Operator-Key: ${OPERATOR_KEY:-nokcha-local-operator-key}` and prints the answer. Plain
// decimal numbers become JSON numbers (but not ones with a leading zero, such as a phone number);
// `key:=json` sends raw JSON (e.g. `lines:=[1,2]`) and `key=@file` a file's text (e.g. `csv=@tracking.csv`). Examples (docs/operator-orders.md):
//   npm run ops -- orders/list status=PAID
//   npm run ops -- orders/status ordNo=20261122-4F7K2Q9M status=SHIPPING carrierCd=CJ trackingNo=684312345678
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const DEFAULT_SHOP_URL = 'http://localhost:8787';
export const DEFAULT_OPERATOR_KEY = 'nokcha-local-operator-key';
const NUMBER = /^-?(?:0|[1-9]\d{0,14})(?:\.\d+)?$/;

export const USAGE = `사용법: npm run ops -- <경로> key=value ...
  예) npm run ops -- orders/list status=PAID
      npm run ops -- orders/status ordNo=20261122-4F7K2Q9M status=SHIPPING carrierCd=CJ trackingNo=684312345678
      npm run ops -- orders/expire-pending
      npm run ops -- reviews/moderate reviewNo=2741 action=PUBLISH
      npm run ops -- postings/decide postingNo=15 action=REJECT reason="상품 사진의 출처를 밝혀 주세요."`;

/** A file's text for `key=@file`; a Korean error when it cannot be read. */
function readText(path) {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    throw new Error(`파일을 읽을 수 없습니다: ${path}`);
  }
}

/** A `key=value` value as JSON: a plain decimal becomes a number, anything else stays text. */
export function parseValue(raw) {
  return NUMBER.test(raw) ? Number(raw) : raw;
}

/**
 * The command line after `npm run ops --`: the path under /ops/v1 and the JSON body. Throws an
 * Error with a Korean message on a missing path, a malformed pair or bad raw JSON.
 */
export function parseOpsArgs(argv) {
  const [path, ...pairs] = argv;
  if (!path || path.includes('=') || !/^[a-z][a-z0-9/-]*$/i.test(path.replace(/^\/+/, ''))) throw new Error(`경로가 필요합니다.\n${USAGE}`);
  const body = {};
  for (const pair of pairs) {
    const raw = pair.indexOf(':=');
    const plain = pair.indexOf('=');
    if (raw > 0 && raw < plain) {
      try {
        body[pair.slice(0, raw)] = JSON.parse(pair.slice(raw + 2));
      } catch {
        throw new Error(`JSON 값이 올바르지 않습니다: ${pair}`);
      }
    } else if (plain > 0) {
      const value = pair.slice(plain + 1);
      // `key=@file` sends a file's text, such as the warehouse's tracking CSV.
      body[pair.slice(0, plain)] = value.startsWith('@') ? readText(value.slice(1)) : parseValue(value);
    } else {
      throw new Error(`key=value 형식이 아닙니다: ${pair}\n${USAGE}`);
    }
  }
  return { path: path.replace(/^\/+/, ''), body };
}

/**
 * A Cloudflare Access service token's headers, when the shop puts `/ops/v1` behind Access
 * (docs/operator-orders.md): both `CF_ACCESS_CLIENT_ID` and `CF_ACCESS_CLIENT_SECRET`, or none.
 */
function accessHeaders(env) {
  if (!env.CF_ACCESS_CLIENT_ID || !env.CF_ACCESS_CLIENT_SECRET) return {};
  return { 'CF-Access-Client-Id': env.CF_ACCESS_CLIENT_ID, 'CF-Access-Client-Secret': env.CF_ACCESS_CLIENT_SECRET };
}

/** The request to send for `argv` under `env` (SHOP_URL, OPERATOR_KEY). */
export function opsRequest(argv, env = process.env) {
  const { path, body } = parseOpsArgs(argv);
  const origin = (env.SHOP_URL || DEFAULT_SHOP_URL).replace(/\/+$/, '');
  return {
    url: `${origin}/ops/v1/${path}`,
    init: {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Operator-Key': env.OPERATOR_KEY || DEFAULT_OPERATOR_KEY, ...accessHeaders(env) },
      body: JSON.stringify(body),
    },
  };
}

async function main() {
  let request;
  try {
    request = opsRequest(process.argv.slice(2));
  } catch (error) {
    console.error(error.message);
    process.exit(2);
  }
  let response;
  try {
    response = await fetch(request.url, request.init);
  } catch (error) {
    console.error(`${request.url}에 연결하지 못했습니다. 쇼핑몰이 실행 중인지(npm start) 확인해 주세요. (${error.message})`);
    process.exit(1);
  }
  const text = await response.text();
  try {
    console.log(JSON.stringify(JSON.parse(text), null, 2));
  } catch {
    console.log(text);
  }
  if (!response.ok) process.exit(1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
