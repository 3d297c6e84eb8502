import { describe, expect, it } from 'vitest';
import { eventPath, livePath, parseLiveId } from './paths';

describe('campaign paths', () => {
  it('names a broadcast by its query and an event by its path', () => {
    const url = new URL(livePath(7), 'https://shop.example');
    expect(url.pathname + url.search).toBe('/kr/ko/dp/live-broadcast?liveId=7');
    expect(parseLiveId(url.searchParams)).toBe(7);
    expect(eventPath(3)).toBe('/kr/ko/ca/event/3');
  });

  it('names no broadcast for a missing or malformed id', () => {
    for (const search of ['', 'liveId=', 'liveId=abc', 'liveId=0', 'liveId=-1', 'liveId=1.5', 'liveId=12345678901']) {
      expect(parseLiveId(new URLSearchParams(search)), search).toBeNull();
    }
  });
});
