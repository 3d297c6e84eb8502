/**
 * The site's line icons as SVG path data (24×24), one source for the chrome's Astro `Icon`, the
 * islands' `Icon` and the pages the worker draws (`iconHtml`): drawn inline, so no icon font, no
 * image request and no missing-glyph boxes.
 */
export const ICON_PATHS = {
  search: 'M10.5 4a6.5 6.5 0 1 0 4.03 11.6l4.43 4.43 1.41-1.41-4.43-4.43A6.5 6.5 0 0 0 10.5 4Zm0 2a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9Z',
  cart: 'M7 4h13l-1.6 8.2a2 2 0 0 1-2 1.6H9.2L9.6 16H19v2H8a1 1 0 0 1-1-.8L4.6 6H2V4h3.4l.4 2H7Zm2 16.5a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Zm10 0a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0ZM7.4 6l1.4 6h7.6l1.2-6Z',
  bell: 'M12 3a6 6 0 0 0-6 6v3.6L4.3 15.3A1 1 0 0 0 5.1 17h13.8a1 1 0 0 0 .8-1.7L18 12.6V9a6 6 0 0 0-6-6Zm0 19a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Z',
  heart: 'M12 20.7 4.5 13.4A5 5 0 0 1 12 6.8a5 5 0 0 1 7.5 6.6Zm0-2.8 6-5.9a3 3 0 0 0-4.5-4L12 9.7 10.5 8a3 3 0 0 0-4.5 4Z',
  person:
    'M12 3a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9Zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Zm-8 15c0-3.3 3.6-6 8-6s8 2.7 8 6v1h-2v-1c0-2-2.7-4-6-4s-6 2-6 4v1H4Z',
  home: 'M12 3 2.5 11H5v9h5.5v-6h3v6H19v-9h2.5Zm0 2.6 5 4.2V18h-1.5v-6h-7v6H7V9.8Z',
  back: 'M15.4 4.6 8 12l7.4 7.4 1.4-1.4-6-6 6-6Z',
  menu: 'M3 6h18v2H3Zm0 5h18v2H3Zm0 5h18v2H3Z',
  clock: 'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20Zm0 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm1 3v4.6l3.2 3.2-1.4 1.4L11 12.4V7Z',
  receipt: 'M5 2h14v20l-2.3-1.5L14.3 22 12 20.5 9.7 22l-2.4-1.5L5 22Zm2 2v14.3l.3-.2 2.4 1.5L12 18l2.3 1.6 2.4-1.5.3.2V4Zm2 3h6v2H9Zm0 4h6v2H9Z',
  box: 'M12 2 21 6.5v11L12 22l-9-4.5v-11Zm0 2.2L6.2 7 12 9.9 17.8 7ZM5 8.6v7.7l6 3v-7.7Zm14 0-6 3v7.7l6-3Z',
  barcode: 'M2 4h5v2H4v3H2Zm15 0h5v5h-2V6h-3ZM2 15h2v3h3v2H2Zm18 0h2v5h-5v-2h3ZM6 8h2v8H6Zm3 0h1v8H9Zm2 0h2v8h-2Zm3 0h1v8h-1Zm2 0h2v8h-2Z',
} as const;

export type IconName = keyof typeof ICON_PATHS;

/** An icon as markup for the worker's string renderers; decorative, as the components draw it. */
export function iconHtml(name: IconName): string {
  return `<svg class="icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"><path d="${ICON_PATHS[name]}" fill="currentColor"></path></svg>`;
}
