/**
 * Record pages (Edit, Show) ask for their record with their own `meta`, so they wait for the full
 * record instead of drawing the row a list left behind. react-admin copies each list row into the
 * record cache under the list's `meta`; a row has only the list's columns, so the page first drew
 * a partial record and reset its form when the full one came. An operator who had started typing
 * by then kept the typed price on screen while the form went back to the old one, with 저장
 * disabled. An Edit gives its saves the same `meta`, or a save would update a cache entry the page
 * does not read.
 */
const meta = { fullRecord: true };

/** `queryOptions` of every Edit and Show. */
export const FULL_RECORD_QUERY = { meta };

/** `mutationOptions` of every Edit: its own options, with the query's `meta`. */
export function fullRecordSaves<Options extends object>(options: Options = {} as Options): Options & { meta: typeof meta } {
  return { ...options, meta };
}
