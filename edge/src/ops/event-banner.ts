/**
 * Banner artwork for an event written in the console: soft leaves in lighter shades of the
 * event's tone on the tone itself. The banner's words are the page's own text, never in the
 * image, so the artwork needs no alt text beyond the event's `banner_alt` and stays plain SVG.
 */

/** `#rrggbb` mixed with white by `amount` (0 to 1). */
function lighter(tone: string, amount: number): string {
  const channels = [1, 3, 5].map((at) => Number.parseInt(tone.slice(at, at + 2), 16));
  return `#${channels
    .map((value) =>
      Math.round(value + (255 - value) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

export function eventBannerSvg(tone: string): string {
  if (!/^#[0-9a-f]{6}$/.test(tone)) throw new Error(`not a tone: ${tone}`);
  const leaf = (cx: number, cy: number, r: number, amount: number) =>
    `<ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${r / 2}" fill="${lighter(tone, amount)}" transform="rotate(-30 ${cx} ${cy})"/>`;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 280">',
    `<rect width="640" height="280" fill="${tone}"/>`,
    leaf(520, 90, 110, 0.18),
    leaf(600, 210, 80, 0.3),
    leaf(430, 230, 60, 0.12),
    '</svg>',
  ].join('');
}
