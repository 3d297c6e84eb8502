// The WebKit suite (tests/webkit, docs/decisions/058-webkit-through-wpe-webdriver.md): the shop's
// journeys in headless WebKit through WPEWebDriver, against a local worker the global setup starts.
// Each file drives one device in a WebKit of its own; two run at a time on a two-core machine.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'webkit',
    include: ['tests/webkit/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/webkit/global-setup.ts'],
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
