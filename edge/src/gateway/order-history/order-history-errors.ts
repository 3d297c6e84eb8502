/** Error codes of the order-history calls: status and Korean message (see ../errors.ts). */
export const ORDER_HISTORY_ERRORS = {} as const;
