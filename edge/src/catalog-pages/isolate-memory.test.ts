import { describe, expect, it } from 'vitest';
import { BoundedLru, stringBytes } from './isolate-memory';

describe('what an isolate keeps of its pages', () => {
  it('forgets the least recently used pages once the budget is spent', () => {
    const kept = new BoundedLru<string>(10, (text) => text.length);
    kept.set('a', 'aaaa');
    kept.set('b', 'bbbb');
    expect(kept.get('a')).toBe('aaaa'); // now the newest
    kept.set('c', 'cccc');
    expect(kept.get('b')).toBeUndefined();
    expect(kept.get('a')).toBe('aaaa');
    expect(kept.get('c')).toBe('cccc');
    expect(kept.totalBytes).toBe(8);
  });

  it('replaces a page without counting it twice, and forgets one on delete', () => {
    const kept = new BoundedLru<string>(10, (text) => text.length);
    kept.set('a', 'aaaa');
    kept.set('a', 'aaaaaa');
    expect(kept.totalBytes).toBe(6);
    kept.delete('a');
    kept.delete('missing');
    expect(kept.size).toBe(0);
    expect(kept.totalBytes).toBe(0);
  });

  it('keeps nothing larger than the whole budget', () => {
    const kept = new BoundedLru<string>(4, (text) => text.length);
    kept.set('small', 'ab');
    kept.set('large', 'abcdefgh');
    expect(kept.get('large')).toBeUndefined();
    expect(kept.get('small')).toBe('ab');
  });

  it('counts two bytes a character, as V8 stores Korean text', () => {
    expect(stringBytes('녹차숍')).toBe(6);
  });
});
