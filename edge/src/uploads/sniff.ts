/**
 * What a file is, by its bytes: `file-type` reads the magic numbers of the first
 * bytes, whatever the name or the browser's Content-Type claim. A file whose head also carries
 * markup a browser would run (a GIF that is also HTML, a "JPEG" that is an SVG) is refused even
 * when its magic number is allowed: uploads are served from the shop's own origin.
 */
import { fileTypeFromBuffer } from 'file-type';

/** Bytes read for the decision: what `file-type` needs for every format it knows. */
export const SNIFF_BYTES = 4100;

const MARKUP = /<(?:!doctype|html|head|body|script|svg|iframe|object|embed|\?php|\?xml)[\s>/]/i;
const latin1 = new TextDecoder('latin1');

export interface Sniffed {
  mime: string;
  ext: string;
}

/** The type of a file from its first bytes, or null when it is unknown or carries markup. */
export async function sniff(head: Uint8Array): Promise<Sniffed | null> {
  if (MARKUP.test(latin1.decode(head))) return null;
  const found = await fileTypeFromBuffer(head);
  return found ? { mime: found.mime, ext: found.ext } : null;
}
