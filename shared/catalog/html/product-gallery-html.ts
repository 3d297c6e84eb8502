/**
 * The product's images: a main image and thumbnails that switch it (site/features/catalog/gallery.ts).
 * The main image is the page's largest paint: loaded at once, first, with its size reserved.
 */
import type { ProductImage } from '#shared/schemas/display-calls';
import { attrs } from './attributes';

export function productGalleryHtml(images: readonly Pick<ProductImage, 'url' | 'alt'>[]): string {
  const [first] = images;
  const main = attrs({
    'data-gallery-main': true,
    src: first.url,
    alt: first.alt,
    width: 480,
    height: 480,
    loading: 'eager',
    fetchpriority: 'high',
    decoding: 'async',
  });
  const thumbs =
    images.length > 1
      ? `<ul class="gallery__thumbs" aria-label="상품 이미지 선택">${images
          .map((image, index) => {
            const button = attrs({
              type: 'button',
              class: 'gallery__thumb',
              'data-gallery-thumb': true,
              'data-src': image.url,
              'data-alt': image.alt,
              'aria-pressed': index === 0 ? 'true' : 'false',
              'aria-label': `${index + 1}번째 이미지 보기`,
            });
            const thumb = attrs({ src: image.url, alt: '', width: 64, height: 64, loading: 'lazy', decoding: 'async' });
            return `<li><button${button}><img${thumb}></button></li>`;
          })
          .join('')}</ul>`
      : '';
  return `<div class="gallery" data-gallery><div class="gallery__main"><img${main}></div>${thumbs}</div>`;
}
