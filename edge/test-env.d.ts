// Bindings only the worker tests have: the D1 migrations vitest.config.ts reads in Node.
declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import('cloudflare:test').D1Migration[];
  }
}
