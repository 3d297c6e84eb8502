/** The order calls of the built-in gateway. */
import type { Endpoint } from '../endpoint';

export const ORDER_ENDPOINTS: readonly Endpoint[] = [];
