import { describe, expect, it } from 'vitest';
import type { EventCard, EventPageEvent, LiveCard } from '#shared/schemas/campaign-page-calls';
import { eventListHtml } from './event-list-html';
import { ESCAPED, HOSTILE, hostileProduct } from './test-fixtures';
import { eventPageHtml } from './event-page-html';
import { liveListHtml } from './live-list-html';
import { liveChooserHtml, livePageHtml } from './live-page-html';

const PRODUCT = hostileProduct('100000001');

const EVENT: EventCard = {
  eventId: 7,
  title: HOSTILE,
  subtitle: HOSTILE,
  summary: '',
  startDttm: '20261101000000',
  endDttm: '20261130235959',
  status: 'ONGOING',
  banner: { url: '/images/events/7.svg', alt: HOSTILE },
  bannerTone: '#2f6f4e',
  couponCnt: 2,
};

const EVENT_PAGE: EventPageEvent = {
  ...EVENT,
  paragraphs: [HOSTILE, '둘째 문단'],
  products: [PRODUCT],
  coupons: [
    { couponId: 11, cpnNm: HOSTILE, dcAmt: 3000, dcRate: null, minOrderAmt: 30000, validDays: 7, downloadLimit: null, remainingCnt: null },
    { couponId: 12, cpnNm: '소진 쿠폰', dcAmt: null, dcRate: 10, minOrderAmt: 0, validDays: 3, downloadLimit: 100, remainingCnt: 0 },
  ],
};

const LIVE: LiveCard = {
  liveId: 3,
  title: HOSTILE,
  hostNm: HOSTILE,
  description: `${HOSTILE}\n\n둘째 문단`,
  startDttm: '20261120200000',
  endDttm: '20261120210000',
  status: 'UPCOMING',
  streamUrl: '/media/live/3/index.m3u8',
  replayYn: 'Y',
  poster: { url: '/images/live/3.svg', alt: HOSTILE },
  products: [PRODUCT],
};

describe('the event renderers', () => {
  it('escape every title, subtitle, alt text and coupon name', () => {
    for (const html of [eventListHtml([EVENT]), eventPageHtml(EVENT_PAGE)]) {
      expect(html).not.toContain('<script>');
      expect(html).toContain(ESCAPED);
    }
    expect(eventPageHtml(EVENT_PAGE)).toContain(`<span class="coupon__name" id="coupon-11">${ESCAPED}</span>`);
    expect(eventPageHtml(EVENT_PAGE)).toContain(`<p>${ESCAPED}</p><p>둘째 문단</p>`);
  });

  it('lists running events with their GA4 promotion and place, and ended ones dimmed without one', () => {
    const html = eventListHtml([EVENT, { ...EVENT, eventId: 8, status: 'ENDED' }]);
    expect(html).toContain('진행 중인 이벤트 1</a>');
    expect(html).toContain('종료된 이벤트 1</a>');
    expect(html).toContain('data-promotion="{&quot;promotion_id&quot;:&quot;event-7&quot;');
    expect(html).toContain('&quot;creative_slot&quot;:&quot;event_list_1&quot;');
    expect(html).toContain('<li class="event-card event-card--ended"><a class="event-card__link" href="/kr/ko/ca/event/8">');
    expect(html).toContain('<span class="event-card__subtitle">쿠폰 2종</span>');
    expect(eventListHtml([])).toContain('지금 진행 중인 이벤트가 없습니다.');
  });

  it('offers a running event’s coupons, a spent one as 소진, and closes every button once the event has ended', () => {
    const running = eventPageHtml(EVENT_PAGE);
    expect(running).toContain('data-event-page data-event-end="');
    expect(running).toContain('<p class="event-ended" data-event-ended role="status" hidden>종료된 이벤트입니다</p>');
    expect(running).toContain('data-coupon-id="11" aria-describedby="coupon-11">쿠폰 받기</button>');
    expect(running).toContain('data-coupon-id="12" aria-describedby="coupon-12" disabled>소진</button>');
    expect(running).toContain('3,000원 할인');
    expect(running).toContain('<ul class="product-grid" aria-label="이벤트 상품"');

    const ended = eventPageHtml({ ...EVENT_PAGE, status: 'ENDED' });
    expect(ended).toContain('<p class="event-ended" data-event-ended role="status">종료된 이벤트입니다</p>');
    expect(ended).toContain('data-coupon-id="11" aria-describedby="coupon-11" disabled>종료</button>');
  });
});

describe('the live renderers', () => {
  it('escape titles, hosts, descriptions and alt text, and name the stream for the player', () => {
    const html = livePageHtml(LIVE);
    expect(html).not.toContain('<script>');
    expect(html).toContain(`<h2>${ESCAPED}</h2>`);
    expect(html).toContain(`<dd>${ESCAPED}</dd>`);
    expect(html).toContain(`aria-label="${ESCAPED} 방송 영상"`);
    expect(html).toContain('data-stream="/media/live/3/index.m3u8" data-replay="/media/live/3/index.m3u8"');
    expect(html).toContain('poster="/images/live/3.svg"');
    expect(liveListHtml([LIVE])).not.toContain('<script>');
  });

  it('counts down to an upcoming broadcast and offers a replay once one has ended', () => {
    const upcoming = livePageHtml(LIVE);
    expect(upcoming).toContain('<span class="status-chip" data-broadcast-label>방송 예정</span>');
    expect(upcoming).toMatch(/data-live-countdown data-countdown-start="\d+">/);
    expect(upcoming).toContain('<span>방송 보기</span>');
    const ended = livePageHtml({ ...LIVE, status: 'ENDED' });
    expect(ended).toMatch(/data-live-countdown data-countdown-start="\d+" hidden>/);
    expect(ended).toContain('<span>다시보기 재생</span>');
    expect(ended).toContain('data-broadcast-status="ended"');
  });

  it('puts broadcasts on air, upcoming by day, and replays only of ended ones that have one', () => {
    const html = liveListHtml([
      { ...LIVE, liveId: 1, status: 'LIVE' },
      LIVE,
      { ...LIVE, liveId: 5, status: 'ENDED' },
      { ...LIVE, liveId: 6, status: 'ENDED', replayYn: 'N' },
    ]);
    expect(html).toContain('지금 방송 중 <span class="campaign-section__count">1개</span>');
    expect(html).toContain('<h3 class="live-day__heading">11월 20일(금)</h3>');
    expect(html).toContain('<span class="live-card__time"><time datetime="2026-11-20T20:00:00+09:00">오후 8:00 ~ 오후 9:00</time></span>');
    expect(html).toContain('다시보기 <span class="campaign-section__count">1개</span>');
    expect(html).not.toContain('liveId=6');
    expect(html).toContain('<span class="live-card__cta" aria-hidden="true">지금 시청하기</span>');
  });

  it('without a broadcast, says to pick one and links to the list', () => {
    expect(liveChooserHtml()).toContain('<a class="button button--primary" href="/kr/ko/dp/live">라이브 목록 보기</a>');
  });
});
