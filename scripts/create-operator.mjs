// Creates a console operator, above all the shop's first owner (README "Operators"):
//   OPERATOR_PASSWORD='…' npm run ops:operator -- --login-id dawon --name 한다원 [--role OWNER] [--remote]
// The password comes from OPERATOR_PASSWORD (kept out of shell history with `read -s`), at least
// 12 characters. A new TOTP secret is printed once with its otpauth:// address: add it to the
// owner's authenticator app. `--remote` writes to the deployed D1 database, otherwise the local one;
// other arguments go to `wrangler d1 execute` (for example `--persist-to <dir>`).
import { execFileSync } from 'node:child_process';
import { operatorSql } from './operator-sql.mjs';

function option(args, name, fallback) {
  const index = args.indexOf(name);
  if (index === -1) return fallback;
  const value = args[index + 1];
  args.splice(index, 2);
  return value;
}

const args = process.argv.slice(2);
const loginId = option(args, '--login-id');
const name = option(args, '--name');
const role = option(args, '--role', 'OWNER');
const password = process.env.OPERATOR_PASSWORD ?? '';
if (!loginId || !name || !password) {
  console.error("사용법: OPERATOR_PASSWORD='…' npm run ops:operator -- --login-id <아이디> --name <이름> [--role OWNER|CS|CONTENT|WAREHOUSE] [--remote]");
  process.exit(2);
}
const target = args.includes('--remote') ? [] : args.includes('--local') ? [] : ['--local'];
// Node runs the shared TypeScript as is (type stripping); a URL keeps tsc from resolving it.
const { newTotpSecret, totpUri } = await import(new URL('../shared/ops/totp.ts', import.meta.url).href);
const secret = newTotpSecret();
const sql = operatorSql({ loginId, name, role, password, totpSecret: secret }, { ifMissing: false });
try {
  execFileSync('wrangler', ['d1', 'execute', 'DB', ...target, ...args, '--command', sql], { stdio: ['ignore', 'ignore', 'pipe'] });
} catch (error) {
  const taken = String(error.stderr).includes('UNIQUE');
  console.error(taken ? `이미 있는 운영자 아이디입니다: ${loginId}` : `운영자를 만들지 못했습니다.\n${error.stderr}`);
  process.exit(1);
}
console.log(`운영자 ${loginId} (${role})를 만들었습니다.
인증 앱에 아래 비밀키를 등록하세요. 다시 보여 주지 않습니다.
  비밀키: ${secret}
  주소:   ${totpUri(secret, loginId)}`);
