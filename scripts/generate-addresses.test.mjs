import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { ADDRESS_MODULE, addressModuleText } from './generate-addresses.mjs';

test('the bundled address dataset is what the generator writes, the same on every run', () => {
  const text = addressModuleText();
  expect(addressModuleText()).toBe(text);
  expect(readFileSync(ADDRESS_MODULE, 'utf8')).toBe(text);
});
