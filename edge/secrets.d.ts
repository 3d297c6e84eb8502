// Secrets are set with `wrangler secret put`, so `wrangler types` cannot see them in wrangler.toml.
interface Env {
  /** Base64 of the 32-byte AES-256-GCM key of getEncCustomer. */
  CUSTOMER_ENC_KEY?: string;
}
declare namespace Cloudflare {
  interface Env {
    CUSTOMER_ENC_KEY?: string;
  }
}
