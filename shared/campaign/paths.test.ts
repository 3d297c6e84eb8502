import { describe, expect, it } from 'vitest';
import { eventPath, liveBroadcastPagePath, livePath, parseLiveId } from './paths';

describe('campaign paths', () => {
  it('maps a broadcast URL to its prebuilt page', () => {
    const url = new URL(livePath(7), 'https://shop.example');
    expect(url.pathname + url.search).toBe('/kr/ko/dp/live-broadcast?liveId=7');
    expect(liveBroadcastPagePath(parseLiveId(url.searchParams)!)).toBe('/kr/ko/dp/live-broadcast/_/7');
    expect(eventPath(3)).toBe('/kr/ko/ca/event/3');
  });

  it('names no broadcast for a missing or malformed id', () => {
    for (const search of ['', 'liveId=', 'liveId=abc', 'liveId=0', 'liveId=-1', 'liveId=1.5', 'liveId=12345678901']) {
      expect(parseLiveId(new URLSearchParams(search)), search).toBeNull();
    }
  });
});
