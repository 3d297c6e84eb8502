import { describe, expect, it } from 'vitest';
import type { EventCard, LiveCard } from '#shared/schemas/campaign-page-calls';
import { ESCAPED, HOSTILE, hostileProduct } from '#shared/campaign/html/test-fixtures';
import { homeHtml, type HomeData } from './home-html';

const product = (inmPrdNo: string) => hostileProduct(inmPrdNo, { badges: ['HOT'], hotDealEndDttm: '20261120235959' });

const event = (eventId: number, endDttm: string): EventCard => ({
  eventId,
  title: HOSTILE,
  subtitle: `부제 ${eventId}`,
  summary: '',
  startDttm: '20261101000000',
  endDttm,
  status: 'ONGOING',
  banner: { url: `/images/events/${eventId}.svg`, alt: '배너' },
  bannerTone: '#2f6f4e',
  couponCnt: 0,
});

const LIVE: LiveCard = {
  liveId: 3,
  title: HOSTILE,
  hostNm: '쇼호스트',
  description: '',
  startDttm: '20261120120000',
  endDttm: '20261120140000',
  status: 'LIVE',
  streamUrl: '/media/live/3/index.m3u8',
  replayYn: 'N',
  poster: { url: '/images/live/3.svg', alt: '포스터' },
  products: [],
};

const DATA: HomeData = {
  events: [event(1, '20261210000000'), event(2, '20261125000000')],
  lives: [LIVE],
  best: [product('1'), product('2')],
  newest: [product('3')],
  hotDeals: [product('4')],
  tree: [{ catNm: '스킨 & 케어', productCount: 1234, subcategories: [] }],
};

describe('the main page renderer', () => {
  it('escapes event titles, broadcast titles, product names and category names', () => {
    const html = homeHtml(DATA);
    expect(html).not.toContain('<script>');
    expect(html).toContain(`<strong class="hero__title visually-hidden">${ESCAPED}</strong>`);
    expect(html).toContain(`<span class="pcard__name">${ESCAPED}</span>`);
    expect(html).toContain('<strong>스킨 &amp; 케어</strong><span>1,234개 상품</span>');
  });

  it('loads the first banner artwork at once with its size, the largest paint, and the rest lazily', () => {
    const html = homeHtml(DATA);
    expect(html).toContain(
      '<img class="hero__art" src="/images/events/1.svg" alt="" width="640" height="280" decoding="async" loading="eager" fetchpriority="high">',
    );
    expect(html).toContain('<img class="hero__art" src="/images/events/2.svg" alt="" width="640" height="280" decoding="async" loading="lazy">');
    expect(html).toContain('&quot;creative_slot&quot;:&quot;main_banner_1&quot;');
  });

  it('says an event’s title and subtitle once to the eye: its artwork shows them, the caption only to screen readers', () => {
    const html = homeHtml(DATA);
    const withArt = html.slice(html.indexOf('/images/events/1.svg'), html.indexOf('</li>', html.indexOf('/images/events/1.svg')));
    expect(withArt).toMatch(/<strong class="hero__title visually-hidden">[^<]+<\/strong><span class="hero__text visually-hidden">/);
    // The banners drawn without artwork show their caption.
    expect(html).toContain('<strong class="hero__title">녹차숍 베스트 100</strong>');
  });

  it('draws the shelves, the live strip with a call to watch what is on air, and events closing soonest first', () => {
    const html = homeHtml(DATA);
    for (const id of ['home-best', 'home-new', 'home-hot', 'home-live', 'home-events', 'home-categories']) expect(html).toContain(`id="${id}"`);
    expect(html).toContain('<span class="pcard__rank"><span class="visually-hidden">순위</span>1</span>');
    expect(html).toContain('data-deal-end');
    expect(html).toContain('<span class="live-card__cta" aria-hidden="true">지금 시청하기</span>');
    const strip = html.slice(html.indexOf('class="shelf event-strip"'));
    expect(strip.indexOf('/kr/ko/ca/event/2')).toBeLessThan(strip.indexOf('/kr/ko/ca/event/1'));
  });

  it('says so when nothing runs, and keeps the standing banners', () => {
    const html = homeHtml({ ...DATA, events: [], lives: [], hotDeals: [] });
    expect(html).toContain('지금 진행 중인 이벤트가 없습니다.');
    expect(html).toContain('지금은 방송 중이거나 예정된 라이브가 없습니다.');
    expect(html).toContain('지금은 보여 드릴 상품이 없습니다.');
    expect(html).toContain('녹차숍 베스트 100');
  });
});
