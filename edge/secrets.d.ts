// Secrets are set with `wrangler secret put`, so `wrangler types` cannot see them in wrangler.toml.
interface SecretBindings {
  /** Base64 of the 32-byte AES-256-GCM key of getEncCustomer. */
  CUSTOMER_ENC_KEY?: string;
  /** Toss Payments secret key (`test_sk_…`/`live_sk_…`); with TOSS_CLIENT_KEY it turns Toss on. */
  TOSS_SECRET_KEY?: string;
  /** 행정안전부 도로명주소 API key (confmKey); set, it replaces the bundled address dataset. */
  JUSO_API_KEY?: string;
  /** The key the operator API (`/ops/v1/*`) and `npm run ops` send in `X-Operator-Key`. */
  OPERATOR_KEY?: string;
  /** The SMS provider's key for `SMS_PROVIDER=http` (sent as `Authorization: Bearer`). */
  SMS_API_KEY?: string;
  /** Each social login's client secret; with its `…_CLIENT_ID` var it turns that login on. */
  KAKAO_CLIENT_SECRET?: string;
  NAVER_CLIENT_SECRET?: string;
  FACEBOOK_CLIENT_SECRET?: string;
  APPLE_CLIENT_SECRET?: string;
  /** Resend API key (`re_…`) for `MAIL_PROVIDER=resend`. */
  RESEND_API_KEY?: string;
  /** GA4 Measurement Protocol API secret; with GA4_MEASUREMENT_ID it turns the worker's purchase and refund events on. */
  GA4_API_SECRET?: string;
  /** Cloudflare API token with Account Analytics: Read, for the console's 체감 속도 (Analytics Engine SQL API). */
  RUM_AE_API_TOKEN?: string;
  /** Signs the page-view tokens real-user speed beacons must carry (32 characters or more); unset, no beacon is taken. */
  RUM_TOKEN_SECRET?: string;
  /**
   * Not a secret but a binding only production adds (`[[analytics_engine_datasets]]`, see
   * wrangler.toml): where real-user speed goes; without it the D1 table `rum_samples` keeps it.
   */
  RUM?: AnalyticsEngineDataset;
  /**
   * A Workers Rate Limiting binding production adds beside `RUM` (`[[ratelimits]]`, see
   * wrangler.toml): it counts each address's beacons in memory, so a beacon writes nothing to D1.
   */
  RUM_LIMITER?: RateLimit;
}
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into the generated Env, so it must be an interface
interface Env extends SecretBindings {}
declare namespace Cloudflare {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into the generated Env, so it must be an interface
  interface Env extends SecretBindings {}
}
