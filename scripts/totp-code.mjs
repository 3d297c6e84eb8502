// The current one-time code of a TOTP secret, for the local demo operators (README "Operators"):
//   npm run ops:code -- NOKCHAOWNERLOCALDEMOAAAAAAAAAAAA
const secret = process.argv[2];
if (!secret) {
  console.error('사용법: npm run ops:code -- <비밀키>');
  process.exit(2);
}
// Node runs the shared TypeScript as is (type stripping); a URL keeps tsc from resolving it.
const { totpCode } = await import(new URL('../shared/ops/totp.ts', import.meta.url).href);
console.log(totpCode(secret));
