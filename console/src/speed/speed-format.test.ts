import { describe, expect, it } from 'vitest';
import { describeMetric, formatMetric } from './speed-format';

describe('the 체감 속도 formats', () => {
  it('writes times in seconds from a second on and in ms below, CLS with two decimals', () => {
    expect(formatMetric('lcp', 1234)).toBe('1.2초');
    expect(formatMetric('lcp', 999.6)).toBe('1.0초');
    expect(formatMetric('inp', 180.4)).toBe('180ms');
    expect(formatMetric('inp', 0)).toBe('0ms');
    expect(formatMetric('cls', 0.05)).toBe('0.05');
    expect(formatMetric('cls', 0.1234)).toBe('0.12');
  });

  it('rates each value by Google’s thresholds, the threshold itself still on the better side', () => {
    expect(describeMetric('lcp', 2500)).toEqual({ text: '2.5초 · 좋음', rating: 'good' });
    expect(describeMetric('lcp', 2501)).toEqual({ text: '2.5초 · 개선 필요', rating: 'needs-improvement' });
    expect(describeMetric('lcp', 4100)).toEqual({ text: '4.1초 · 나쁨', rating: 'poor' });
    expect(describeMetric('inp', 200)).toMatchObject({ rating: 'good' });
    expect(describeMetric('inp', 500)).toMatchObject({ rating: 'needs-improvement' });
    expect(describeMetric('inp', 501)).toEqual({ text: '501ms · 나쁨', rating: 'poor' });
    expect(describeMetric('cls', 0.1)).toMatchObject({ rating: 'good' });
    expect(describeMetric('cls', 0.25)).toEqual({ text: '0.25 · 개선 필요', rating: 'needs-improvement' });
    expect(describeMetric('cls', 0.26)).toMatchObject({ rating: 'poor' });
    expect(describeMetric('inp', null)).toEqual({ text: '–', rating: null });
  });
});
