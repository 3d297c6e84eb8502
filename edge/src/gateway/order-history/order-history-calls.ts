/** The order-history calls of the built-in gateway. */
import type { Endpoint } from '../endpoint';

export const ORDER_HISTORY_ENDPOINTS: readonly Endpoint[] = [];
