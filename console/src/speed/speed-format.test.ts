import { describe, expect, it } from 'vitest';
import { describeMetric, formatMetric, RATING_COLORS } from './speed-format';

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

/** WCAG 2 contrast ratio of a `#rrggbb` text colour on white. */
function contrastOnWhite(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((index) => {
    const channel = parseInt(hex.slice(index, index + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 1.05 / (0.2126 * r + 0.7152 * g + 0.0722 * b + 0.05);
}

it.each(Object.entries(RATING_COLORS))('the %s rating reads at 4.5:1 or more on the white card', (_, color) => {
  expect(contrastOnWhite(color)).toBeGreaterThanOrEqual(4.5);
});

it("the check refuses MUI's warning.dark, which axe failed", () => expect(contrastOnWhite('#e65100')).toBeCloseTo(3.79, 1));
