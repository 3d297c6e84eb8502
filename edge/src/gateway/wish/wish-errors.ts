/** Error codes of the wish calls: status and Korean message (see ../errors.ts). */
export const WISH_ERRORS = {} as const;
