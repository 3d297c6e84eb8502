// Keeps the Korean react-admin messages in step with ra-language-english: same keys, every value
// translated, no placeholder lost, and polyglot's plural branches kept where English has them.
import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { koreanMessages } from './korean-messages';

type Messages = { [key: string]: Messages | string | undefined };

/** Every leaf of a nested message object, keyed by its dotted path (`ra.action.save`). */
function leaves(messages: Messages, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') {
      for (const [childPath, childValue] of leaves(value, path)) found.set(childPath, childValue);
    } else {
      found.set(path, value);
    }
  }
  return found;
}

const PLACEHOLDER = /%\{[^}]+\}/g;
const placeholders = (text: string): string[] => [...new Set(text.match(PLACEHOLDER) ?? [])].sort();

const english = leaves(englishMessages as Messages);
const korean = leaves(koreanMessages as Messages);

describe('koreanMessages', () => {
  it('has exactly the keys of ra-language-english', () => {
    expect([...korean.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('has a non-empty string for every key', () => {
    for (const [path, value] of korean) {
      expect(typeof value, path).toBe('string');
      expect((value as string).length, path).toBeGreaterThan(0);
    }
  });

  it('keeps every placeholder of the English message', () => {
    for (const [path, value] of english) {
      expect(placeholders(String(korean.get(path) ?? '')), path).toEqual(placeholders(String(value)));
    }
  });

  it('keeps the plural branches where English has them', () => {
    for (const [path, value] of english) {
      expect(String(korean.get(path) ?? '').split('||||').length, path).toBe(String(value).split('||||').length);
    }
  });

  it('leaves nothing untranslated', () => {
    for (const [path, value] of english) {
      const translated = korean.get(path);
      // Placeholder names are Latin by design: only the text around them has to be Korean.
      if (translated === value) expect(String(value).replace(PLACEHOLDER, ''), `${path} is still the English text`).not.toMatch(/[A-Za-z]/);
    }
  });
});
