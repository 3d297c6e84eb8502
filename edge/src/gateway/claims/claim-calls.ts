/** The claims calls of the built-in gateway. */
import type { Endpoint } from '../endpoint';

export const CLAIM_ENDPOINTS: readonly Endpoint[] = [];
