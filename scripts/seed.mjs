// Seeds the local D1 database with a demo member and a catalog, for local use only. The member:
// ID `greentea`, password `nokcha2026!`, 김녹차, 010-1234-5678, with beauty points and coupons. The password is hashed as
// the member gateway checks it (sql-values.mjs). Idempotent: nothing is written when the ID or the number already exists.
// The catalog (shared/catalog-seed.ts, deterministic) has CATALOG_PRODUCTS products (300 unless
// the environment says otherwise) and is skipped when the products table already has rows.
// `npm start` runs it after the migrations; extra arguments go to `wrangler d1 execute`
// (for example `--persist-to <dir>`).
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { must } from './env.mjs';
import { DEMO_OPERATORS, operatorSql } from './operator-sql.mjs';
import { hashedPassword, sqlText as text } from './sql-values.mjs';

export const DEMO_MEMBER = { custWebId: 'greentea', password: 'nokcha2026!', custNm: '김녹차', mobile: '01012345678', email: 'greentea@nokcha.example' };
const DAY_MS = 24 * 60 * 60 * 1000;
const CONSENTS = { AGE14: 'Y', TERMS: 'Y', PRIVACY_REQUIRED: 'Y', PRIVACY_OPTIONAL: 'N', MKT_SMS: 'Y', MKT_EMAIL: 'Y', MKT_PUSH: 'Y', NIGHT_PUSH: 'N' };

/** The statements, each a no-op once the demo member exists. */
export function seedSql(now = Date.now()) {
  const stored = hashedPassword(DEMO_MEMBER.password);
  const member = `(SELECT incs_no FROM customers WHERE cust_web_id = ${text(DEMO_MEMBER.custWebId)})`;
  // Multi-row VALUES, not UNION ALL: D1 caps the terms of a compound SELECT.
  const consents = Object.entries(CONSENTS)
    .map(([code, yn]) => `(${text(code)}, ${text(yn)})`)
    .join(', ');
  const coupons = [
    ['신규가입 15% 할인 쿠폰', null, 15, 0, 30],
    ['녹차숍 3,000원 할인 쿠폰', 3000, null, 20000, 60],
    ['무료배송 쿠폰', 2500, null, 0, 14],
  ]
    .map(([name, amount, rate, minimum, days]) => `(${text(name)}, ${amount ?? 'NULL'}, ${rate ?? 'NULL'}, ${minimum}, ${now + days * DAY_MS})`)
    .join(', ');
  return `
INSERT INTO customers (cust_web_id, cust_nm, mobile, email, password_hash, password_salt, password_iterations,
  inm_cust_grd_cd, icsg_nm, aggr, inm_sxcl_cd, dtbr, mkt_sms_agree_yn, mkt_email_agree_yn, mkt_push_agree_yn, rmn_pt, mbr_join_dttm)
SELECT ${text(DEMO_MEMBER.custWebId)}, ${text(DEMO_MEMBER.custNm)}, ${text(DEMO_MEMBER.mobile)}, ${text(DEMO_MEMBER.email)},
  ${text(stored.hash)}, ${text(stored.salt)}, ${stored.iterations}, '20', '잎새', '30', 'F', '19940312', 'Y', 'Y', 'Y', 12500, '20260105093000'
WHERE NOT EXISTS (SELECT 1 FROM customers WHERE cust_web_id = ${text(DEMO_MEMBER.custWebId)} OR mobile = ${text(DEMO_MEMBER.mobile)});

INSERT INTO customer_consents (incs_no, consent_cd, agree_yn, recorded_dttm)
SELECT ${member}, v.column1, v.column2, '20260105093000' FROM (VALUES ${consents}) v
WHERE ${member} IS NOT NULL AND NOT EXISTS (SELECT 1 FROM customer_consents WHERE incs_no = ${member});

INSERT INTO customer_coupons (incs_no, cpn_nm, dc_amt, dc_rate, min_order_amt, issued_at, expires_at)
SELECT ${member}, v.column1, v.column2, v.column3, v.column4, ${now}, v.column5 FROM (VALUES ${coupons}) v
WHERE ${member} IS NOT NULL AND NOT EXISTS (SELECT 1 FROM customer_coupons WHERE incs_no = ${member});
`;
}

/** Seed parts in shared/seeds/, run in this order after the catalog. */
export const SEED_PARTS = ['hot-deals', 'reviews', 'campaign', 'buy-rules', 'commerce', 'couponzone', 'stores', 'support', 'terms'];

export const CATALOG_SEED = { products: Number(process.env.CATALOG_PRODUCTS ?? 300), seed: 20260401 };

/** The number of products in the local D1 database, read through `wrangler d1 execute --json`. */
function countProducts(extraArgs) {
  return new Promise((resolve, reject) => {
    const args = ['d1', 'execute', 'DB', '--local', '--json', '--command', 'SELECT COUNT(*) AS n FROM products', ...extraArgs];
    execFile('wrangler', args, { env: process.env, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) return reject(new Error(`wrangler ${args.join(' ')} failed: ${stderr || error.message}`));
      const [answer] = JSON.parse(stdout);
      resolve(Number(answer.results[0].n));
    });
  });
}

/** Runs `sql` as a file through `wrangler d1 execute`. */
async function executeSql(sql, name, extraArgs) {
  const scratch = mkdtempSync(join(tmpdir(), 'nokcha-seed-'));
  const file = join(scratch, name);
  writeFileSync(file, sql);
  try {
    await must('wrangler', ['d1', 'execute', 'DB', '--local', '--file', file, ...extraArgs]);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('seed.mjs')) {
  const extraArgs = process.argv.slice(2);
  // One `wrangler d1 execute` per file, and each costs seconds to start: the member and the
  // operators go in one file, the content after the catalog in another.
  await executeSql(`${seedSql()}\n${DEMO_OPERATORS.map((operator) => operatorSql(operator)).join('\n')}`, 'people.sql', extraArgs);
  console.log(`\nDemo member (local only): ${DEMO_MEMBER.custWebId} / ${DEMO_MEMBER.password}\n`);
  console.log(
    `Demo operators (local only, README "Operators"): ${DEMO_OPERATORS.map((operator) => operator.loginId).join(', ')} / ${DEMO_OPERATORS[0].password}\n`,
  );

  const existing = await countProducts(extraArgs);
  if (existing > 0) {
    console.log(`Catalog: ${existing} products already there, not seeded again.\n`);
  } else {
    // Node 24 runs the TypeScript generator as is (type stripping); a URL keeps tsc from resolving it.
    const { catalogSeedSql } = await import(new URL('../shared/catalog-seed.ts', import.meta.url).href);
    await executeSql(catalogSeedSql(CATALOG_SEED), 'catalog.sql', extraArgs);
    console.log(`\nCatalog: ${CATALOG_SEED.products} products seeded (seed ${CATALOG_SEED.seed}).\n`);
  }

  // Content that depends on the catalog and the clock. Each part exports
  // `seedStatements({ now })`, whose statements are no-ops when its content is already there.
  const now = Date.now();
  const statements = [];
  for (const part of SEED_PARTS) {
    const { seedStatements } = await import(new URL(`../shared/seeds/${part}.ts`, import.meta.url).href);
    statements.push(...seedStatements({ now }));
  }
  if (statements.length > 0) await executeSql(`${statements.join(';\n')};\n`, 'content.sql', extraArgs);
}
