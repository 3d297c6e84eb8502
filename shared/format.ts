/**
 * Korean formatting for prices and dates, done by hand rather than with `Intl`: some ICU builds
 * print `PM` for `오후`, and the build, the worker and the browser must print
 * the same text for the same value so that the worker's live refresh matches the static page.
 *
 * Split in three modules so that a page which prints only prices (or only dates) carries only that
 * part: every byte of a catalog page's script counts against its 10 KB budget.
 */
export * from '#shared/format/money';
export * from '#shared/format/dttm';
export * from '#shared/format/mobile';
