/** The address calls of the built-in gateway. */
import type { Endpoint } from '../endpoint';

export const ADDRESS_ENDPOINTS: readonly Endpoint[] = [];
