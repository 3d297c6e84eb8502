/** Seed part `buy-rules` (scripts/seed.mjs): filled in by issue 5. */
export function seedStatements(_: { now: number }): string[] {
  return [];
}
