/** Error codes of the order calls: status and Korean message (see ../errors.ts). */
export const ORDER_ERRORS = {} as const;
