/** Mobile numbers as Korean shoppers write and see them. */

/** A mobile number as people write it: `01012345678` → `010-1234-5678`. */
export function formatMobile(digits: string): string {
  const match = /^(01\d)(\d{3,4})(\d{4})$/.exec(digits);
  return match ? `${match[1]}-${match[2]}-${match[3]}` : digits;
}

/** A mobile number with its middle hidden: `010-****-5678`. */
export function maskMobile(digits: string): string {
  const match = /^(01\d)(\d{3,4})(\d{4})$/.exec(digits);
  return match ? `${match[1]}-${'*'.repeat(match[2].length)}-${match[3]}` : '***';
}
