/**
 * The main page's hero banners: the running events first, each with its own banner artwork, then
 * the shop's standing promotions (best sellers, today's deals). Each is a GA4 promotion: `id` and
 * `name` are its promotion_id and promotion_name (shared/analytics/ga4-promotion.ts).
 */
import { eventPromotionId } from '#shared/analytics/ga4-promotion';
import { sitePath } from '#shared/site-path';
import type { EventCard } from '#shared/schemas/campaign-page-calls';
import { eventPath, formatMonthDay } from '#shared/campaign/campaign-format';

export interface Banner {
  id: string;
  name: string;
  eyebrow: string;
  title: string;
  text: string;
  href: string;
  /** Background tone: the shop's green family, kept dark enough for white text. */
  tone: 'green' | 'tea' | 'rose' | 'ink';
  /** Artwork above the text (an event's banner) and the colour around it, dark enough for white text. */
  art?: { url: string; colour: string };
}

/** Running events shown as banners; the rest are one tap away on the event list. */
export const EVENT_BANNER_LIMIT = 4;

const STANDING_BANNERS: readonly Banner[] = [
  {
    id: 'best-weekly',
    name: '이번 주 베스트',
    eyebrow: '지금 가장 많이 찾는',
    title: '녹차숍 베스트 100',
    text: '고객이 가장 많이 고른 인기 상품을 순위로 만나 보세요.',
    href: sitePath('dp/best'),
    tone: 'green',
  },
  {
    id: 'hot-deal',
    name: '오늘의 특가',
    eyebrow: '기간 한정',
    title: '놓치면 아쉬운 오늘의 특가',
    text: '마감까지 남은 시간을 확인하고 특별한 가격에 만나 보세요.',
    href: sitePath('dp/hot-deal'),
    tone: 'rose',
  },
];

/** WCAG 2 relative luminance of `#rrggbb`. */
function luminance(hex: string): number {
  const [red, green, blue] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** `#rrggbb` with each channel scaled by `factor`. */
function scale(hex: string, factor: number): string {
  const channels = [1, 3, 5].map((at) => Math.round(Number.parseInt(hex.slice(at, at + 2), 16) * factor));
  return `#${channels.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}

/** The highest luminance white text still reads on at 4.5:1 (WCAG AA): (1 + 0.05) / 4.5 − 0.05. */
const MAX_LUMINANCE_UNDER_WHITE = 0.18;

/**
 * An event's tone, darkened until white text on it reads at 4.5:1 or better: operators pick light
 * tones too, and the banner's title and subtitle sit on this colour.
 */
export function darken(hex: string): string {
  let factor = 0.7;
  while (luminance(scale(hex, factor)) > MAX_LUMINANCE_UNDER_WHITE) factor -= 0.05;
  return scale(hex, factor);
}

function eventBanner(event: EventCard): Banner {
  return {
    id: eventPromotionId(event.eventId),
    name: event.title,
    eyebrow: `이벤트 · ${formatMonthDay(event.endDttm)}까지`,
    title: event.title,
    text: event.subtitle,
    href: eventPath(event.eventId),
    tone: 'green',
    art: { url: event.banner.url, colour: darken(event.bannerTone) },
  };
}

/** The banners in order: up to `EVENT_BANNER_LIMIT` running events (in the events' display order), then the standing ones. */
export function homeBanners(events: readonly EventCard[]): Banner[] {
  const running = events.filter((event) => event.status === 'ONGOING').slice(0, EVENT_BANNER_LIMIT);
  return [...running.map(eventBanner), ...STANDING_BANNERS];
}
