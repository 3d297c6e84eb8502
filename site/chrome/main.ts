/**
 * The chrome every page runs: plain TypeScript and nanostores, no React.
 */
export {};
