/** Error codes of the claims calls: status and Korean message (see ../errors.ts). */
export const CLAIM_ERRORS = {} as const;
