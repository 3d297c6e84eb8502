/**
 * One id per build, written into every page and into `builds/latest.json`, so an open page can
 * tell that a newer build is live. `BUILD_ID` in the environment wins, for reproducible builds.
 */
export const BUILD_ID: string = import.meta.env.BUILD_ID ?? process.env.BUILD_ID ?? new Date().toISOString().replace(/\D/g, '').slice(0, 14);
