/**
 * The product gallery: thumbnail buttons switch the main image. The thumbnails carry the image's
 * address and description, so the main image always matches the pressed thumbnail.
 */

export function showGalleryImage(root: HTMLElement, thumb: HTMLElement): void {
  const main = root.querySelector<HTMLImageElement>('[data-gallery-main]');
  const src = thumb.dataset.src;
  if (!main || !src) return;
  main.src = src;
  main.alt = thumb.dataset.alt ?? '';
  for (const other of root.querySelectorAll<HTMLElement>('[data-gallery-thumb]')) other.setAttribute('aria-pressed', String(other === thumb));
}

export function startGallery(root: HTMLElement): void {
  root.addEventListener('click', (event) => {
    const thumb = (event.target as Element).closest<HTMLElement>('[data-gallery-thumb]');
    if (thumb && root.contains(thumb)) showGalleryImage(root, thumb);
  });
}
