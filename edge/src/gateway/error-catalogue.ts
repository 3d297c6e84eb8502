/**
 * The one shape of a feature's error table: its codes grouped under the HTTP status they answer
 * with, each with its Korean message. `errorCatalogue` turns the groups into the code → `{ status,
 * message }` table the gateway merges into `API_ERRORS` (./errors.ts), keeping each status literal so
 * the answer's status stays typed.
 */
type StatusGroups = { readonly [status: number]: { readonly [code: string]: string } };

type CodeOf<G extends StatusGroups> = { [S in keyof G]: keyof G[S] }[keyof G] & string;
type StatusOf<G extends StatusGroups, C> = { [S in keyof G]: C extends keyof G[S] ? S : never }[keyof G];

export type ErrorCatalogue<G extends StatusGroups> = {
  readonly [C in CodeOf<G>]: { readonly status: StatusOf<G, C>; readonly message: string };
};

/** The code → `{ status, message }` table of `groups` (status → code → message). */
export function errorCatalogue<const G extends StatusGroups>(groups: G): ErrorCatalogue<G> {
  const table: Record<string, { status: number; message: string }> = {};
  for (const [status, codes] of Object.entries(groups)) {
    for (const [code, message] of Object.entries(codes)) table[code] = { status: Number(status), message };
  }
  return table as ErrorCatalogue<G>;
}
