// JsBarcode's CODE128 encoder, imported alone so the island skips the library's DOM renderer and
// its other formats; the package only types its main entry.
declare module 'jsbarcode/bin/barcodes/CODE128' {
  export class CODE128 {
    constructor(data: string, options: object);
    valid(): boolean;
    /** `data`: one character per module, `1` a bar and `0` a space. */
    encode(): { data: string; text: string };
  }
}
