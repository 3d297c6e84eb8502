/** The wish calls of the built-in gateway. */
import type { Endpoint } from '../endpoint';

export const WISH_ENDPOINTS: readonly Endpoint[] = [];
