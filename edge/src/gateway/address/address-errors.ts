/** Error codes of the address calls: status and Korean message (see ../errors.ts). */
export const ADDRESS_ERRORS = {} as const;
