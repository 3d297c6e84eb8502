/**
 * Swipeable promotion banners (CSS scroll snap, no script needed to browse them); on PC the
 * script (site/features/home/hero-scroll.ts) adds previous/next buttons, as a mouse cannot swipe.
 * Each link carries its GA4 promotion (`data-promotion`, docs/analytics.md). An event's artwork
 * already shows its title and subtitle, so its `alt` is empty and, beside it, they are written for
 * screen readers only: the link is named once, and seen once. The first artwork is the page's
 * largest paint: loaded at once, first, with its size.
 */
import { PROMOTION_LOCATIONS, promotionFields } from '#shared/analytics/ga4-promotion';
import { attrs, jsonAttr } from '#shared/catalog/html/attributes';
import { escapeHtml } from '#shared/escape-html';
import type { Banner } from './banners';

function bannerHtml(banner: Banner, index: number, count: number): string {
  const promotion = promotionFields(banner.id, banner.name, banner.title, PROMOTION_LOCATIONS.mainBanner, index + 1);
  const itemAttrs = attrs({
    class: `hero__item hero__item--${banner.tone}${banner.art ? ' hero__item--art' : ''}`,
    style: banner.art ? `background:${banner.art.colour}` : undefined,
  });
  const art = banner.art
    ? `<img${attrs({
        class: 'hero__art',
        src: banner.art.url,
        alt: '',
        width: 640,
        height: 280,
        decoding: 'async',
        loading: index === 0 ? 'eager' : 'lazy',
        fetchpriority: index === 0 ? 'high' : undefined,
      })}>`
    : '';
  const seenInArt = banner.art ? ' visually-hidden' : '';
  return (
    `<li${itemAttrs}><a href="${escapeHtml(banner.href)}" data-promotion="${jsonAttr(promotion)}">${art}` +
    `<span class="hero__copy"><span class="hero__eyebrow">${escapeHtml(banner.eyebrow)}</span>` +
    `<strong class="hero__title${seenInArt}">${escapeHtml(banner.title)}</strong><span class="hero__text${seenInArt}">${escapeHtml(banner.text)}</span></span>` +
    `<span class="hero__count" aria-hidden="true">${index + 1} / ${count}</span></a></li>`
  );
}

export function heroBannersHtml(banners: readonly Banner[]): string {
  return (
    `<section class="hero" aria-label="기획전" data-hero><ul class="hero__track" data-hero-track>` +
    `${banners.map((banner, index) => bannerHtml(banner, index, banners.length)).join('')}</ul>` +
    `<button type="button" class="hero__step hero__step--prev" data-hero-step="-1" aria-label="이전 배너" hidden>‹</button>` +
    `<button type="button" class="hero__step hero__step--next" data-hero-step="1" aria-label="다음 배너" hidden>›</button></section>`
  );
}
