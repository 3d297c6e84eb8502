import { expect, test } from 'vitest';
import type { LiveBroadcast } from '#shared/schemas/campaign-calls';
import { liveJsonLd } from './live-json-ld';

const live = {
  liveId: 7,
  title: '녹차 세럼 라이브',
  hostNm: '김녹차',
  description: '오늘 저녁 8시, 녹차 세럼을 소개합니다.',
  startDttm: '20261122200000',
  endDttm: '20261122210000',
  status: 'UPCOMING',
  streamUrl: '/media/live/7/index.m3u8',
  replayYn: 'Y',
  poster: { url: '/images/live/7.svg', alt: '포스터', svg: '<svg/>' },
  products: [],
} satisfies LiveBroadcast;

test('a broadcast is an online event at its own page, in Korean time', () => {
  const data = liveJsonLd('https://www.nokcha.shop', live);
  expect(data).toMatchObject({
    '@type': 'Event',
    name: '녹차 세럼 라이브',
    startDate: '2026-11-22T20:00:00+09:00',
    endDate: '2026-11-22T21:00:00+09:00',
    location: { '@type': 'VirtualLocation', url: 'https://www.nokcha.shop/kr/ko/dp/live-broadcast?liveId=7' },
    image: ['https://www.nokcha.shop/images/live/7.svg'],
  });
});
