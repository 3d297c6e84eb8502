/**
 * Getting a phone photo ready to upload (ADR 019): redrawn at most 2048 px on its long edge,
 * upright as the camera meant it, and re-encoded, which leaves behind everything but the pixels
 * (EXIF, and with it the GPS position the phone wrote). An animated GIF is sent as it is: redrawing
 * would keep one frame, and GIFs carry no location. The worker checks the result by its bytes.
 */

/** The long edge a photo is shrunk to: sharp on any phone, a fraction of the camera's bytes. */
export const MAX_EDGE = 2048;
const JPEG_QUALITY = 0.85;

/** The size to draw `width`×`height` at so that neither edge exceeds `maxEdge`. */
export function fitWithin(width: number, height: number, maxEdge = MAX_EDGE): { width: number; height: number } {
  const scale = Math.min(1, maxEdge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** What a picked file is redrawn as: PNG keeps its transparency; photos (JPEG, HEIC, WebP) become JPEG. */
export function encodingFor(type: string): 'image/png' | 'image/jpeg' | null {
  if (type === 'image/gif') return null;
  return type === 'image/png' ? 'image/png' : 'image/jpeg';
}

function canvasBlob(canvas: HTMLCanvasElement, type: string): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('사진을 변환하지 못했습니다.'))), type, JPEG_QUALITY),
  );
}

/** The photo as it will be uploaded; a file the browser cannot decode is left for the worker to judge. */
export async function preparePhoto(file: File): Promise<Blob> {
  const encoding = encodingFor(file.type);
  if (!encoding || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  const size = fitWithin(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  return canvasBlob(canvas, encoding);
}
