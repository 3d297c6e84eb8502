// `npm run deploy:check`: what production still lacks, before anything is deployed. It reads the
// committed wrangler.toml (or --config) and the names of the Worker's secrets (`wrangler secret
// list`, or --secrets <file> with that command's JSON saved earlier) and lists every missing
// binding, variable and secret; it exits 1 while one is missing. The worker says the same at run
// time (edge/src/settings/required-settings.ts), but a shopper should never be the first to meet it.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parse } from 'smol-toml';

/** Secrets production needs; each is set with `wrangler secret put NAME`. */
export const REQUIRED_SECRETS = Object.freeze({
  CUSTOMER_ENC_KEY: 'the app customer key (base64 of 32 random bytes: `openssl rand -base64 32`)',
  TOSS_SECRET_KEY: 'Toss Payments secret key (live_sk_…)',
  SMS_API_KEY: 'the SMS provider key',
  RESEND_API_KEY: 'the Resend API key for mail',
});

/** Names that must never sit in [vars], where they would be committed in the clear. */
const SECRET_NAMES = [
  ...Object.keys(REQUIRED_SECRETS),
  ...['OPERATOR_KEY', 'GA4_API_SECRET', 'RUM_AE_API_TOKEN', 'RUM_TOKEN_SECRET', 'JUSO_API_KEY'],
  ...['KAKAO', 'NAVER', 'FACEBOOK', 'APPLE'].map((provider) => `${provider}_CLIENT_SECRET`),
];

const filled = (value) => typeof value === 'string' && value.trim() !== '';
const PLACEHOLDER_ID = /^0{8}-0{4}-0{4}-0{4}-0{12}$/;

/** Every problem of `config` (parsed wrangler.toml) and `secrets` (names) for production, as lines. */
export function productionProblems(config, secrets) {
  const vars = config.vars ?? {};
  const problems = [];
  const need = (ok, line) => ok || problems.push(line);
  need(vars.ENVIRONMENT === 'prd', `[vars] ENVIRONMENT must be "prd" (it is "${vars.ENVIRONMENT ?? ''}")`);
  const db = (config.d1_databases ?? []).find((binding) => binding.binding === 'DB');
  need(
    db && filled(db.database_id) && !PLACEHOLDER_ID.test(db.database_id),
    'd1_databases DB: set database_id to the id `wrangler d1 create nokcha-shop` printed',
  );
  const uploads = (config.r2_buckets ?? []).find((binding) => binding.binding === 'UPLOADS');
  need(uploads && filled(uploads.bucket_name), 'r2_buckets UPLOADS: name the bucket made with `wrangler r2 bucket create`');
  need(filled(vars.AUTH_COOKIE_DOMAIN), '[vars] AUTH_COOKIE_DOMAIN: the shop domain the login cookie is shared on (e.g. ".nokcha.shop")');
  need(vars.PAYMENT_PROVIDER !== 'test', '[vars] PAYMENT_PROVIDER = "test" is refused in production: leave it empty or "toss"');
  need(filled(vars.TOSS_CLIENT_KEY), '[vars] TOSS_CLIENT_KEY: the Toss Payments client key (live_ck_…)');
  need(vars.SMS_PROVIDER === 'http' && filled(vars.SMS_API_URL) && filled(vars.SMS_SENDER), '[vars] SMS_PROVIDER = "http" with SMS_API_URL and SMS_SENDER');
  need(vars.MAIL_PROVIDER === 'resend' && filled(vars.MAIL_FROM), '[vars] MAIL_PROVIDER = "resend" with MAIL_FROM');
  need(!filled(vars.TEST_CLOCK), '[vars] TEST_CLOCK must be empty in production');
  for (const name of SECRET_NAMES) need(!(name in vars), `[vars] ${name} is a secret: remove it from wrangler.toml and run \`wrangler secret put ${name}\``);
  for (const [name, what] of Object.entries(REQUIRED_SECRETS)) need(secrets.includes(name), `secret ${name} (${what}): \`wrangler secret put ${name}\``);
  return problems;
}

/** The Worker's secret names, from a saved `wrangler secret list` JSON or from wrangler itself. */
function secretNames(file, configPath) {
  const json = file
    ? readFileSync(file, 'utf8')
    : execFileSync('wrangler', ['secret', 'list', '--format', 'json', '--config', configPath], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  return JSON.parse(json).map((secret) => secret.name);
}

function option(name) {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
}

if (process.argv[1]?.endsWith('deploy-check.mjs')) {
  const configPath = option('--config') ?? 'wrangler.toml';
  const config = parse(readFileSync(configPath, 'utf8'));
  let secrets = [];
  const problems = [];
  try {
    secrets = secretNames(option('--secrets'), configPath);
  } catch (error) {
    const reason = String(error.stderr || error.message)
      .trim()
      .split('\n')
      .slice(-3)
      .join(' ');
    problems.push(`could not list the Worker's secrets (log in with \`wrangler login\`; the first \`wrangler secret put\` creates the Worker): ${reason}`);
  }
  problems.push(...productionProblems(config, secrets));
  if (problems.length === 0) {
    console.log(`✓ ${configPath} is ready for production.`);
  } else {
    console.error(`✗ Production is not ready (${configPath}). Set these, then run \`npm run deploy:check\` again:\n`);
    for (const problem of problems) console.error(`  - ${problem}`);
    process.exit(1);
  }
}
