/**
 * The membership card's CODE128 bars: JsBarcode encodes, this
 * turns the modules into rectangles an SVG draws crisply at any size.
 */
import { CODE128 } from 'jsbarcode/bin/barcodes/CODE128';

/** Quiet zone on each side, in modules: scanners need 10. */
export const QUIET_MODULES = 10;

export interface Bar {
  x: number;
  width: number;
}

/** The bars of `value` in module units, after the left quiet zone, and the total width with both zones. */
export function code128Bars(value: string): { bars: Bar[]; width: number } {
  const encoder = new CODE128(value, {});
  if (!encoder.valid()) throw new Error('CODE128 cannot encode this value');
  const modules = encoder.encode().data;
  const bars: Bar[] = [];
  for (let index = 0; index < modules.length; index += 1) {
    if (modules[index] !== '1') continue;
    const last = bars.at(-1);
    if (last && last.x + last.width === QUIET_MODULES + index) last.width += 1;
    else bars.push({ x: QUIET_MODULES + index, width: 1 });
  }
  return { bars, width: modules.length + 2 * QUIET_MODULES };
}

/** `9123 4567 8901 2345`: the number as the card prints it, and how a screen reader reads it. */
export function formatCardNo(cardNo: string): string {
  return cardNo.replace(/(\d{4})(?=\d)/g, '$1 ');
}
