// The current one-time code of a TOTP secret, for the local demo operators (README "Operators"):
//   npm run ops:code -- NOKCHAOWNERLOCALDEMOAAAAAAAAAAAA
import { Secret, TOTP } from 'otpauth';

const secret = process.argv[2];
if (!secret) {
  console.error('사용법: npm run ops:code -- <비밀키>');
  process.exit(2);
}
console.log(new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate());
