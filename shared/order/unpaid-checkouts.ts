/**
 * What an unpaid checkout may hold, schema-free so the gateway, the operator API and the screens
 * read one rule (docs/decisions/034-unpaid-checkouts-hold-stock-ten-minutes.md): an order waiting
 * for its payment keeps its stock, coupon and points this long, and a member keeps at most this
 * many such orders at once.
 */

/** Minutes an unpaid order holds what it took before it is abandoned and gives it back. */
export const UNPAID_HOLD_MINUTES = 10;

/** Unpaid orders one member may have open at once; the next checkout is refused until one ends. */
export const OPEN_CHECKOUTS_MAX = 3;
