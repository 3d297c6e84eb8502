/**
 * A broadcast as schema.org structured data: an online Event whose location is the broadcast's
 * page, so search engines can show when it airs. Drawn into the broadcast page's head by the worker.
 */
import { absoluteUrl } from '#shared/site-origin';
import type { LiveCard } from '#shared/schemas/campaign-page-calls';
import type { JsonLd } from '#shared/seo/json-ld';
import { isoDttm, livePath } from './campaign-format';

export function liveJsonLd(origin: string, live: LiveCard): JsonLd {
  const url = absoluteUrl(origin, livePath(live.liveId));
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: live.title,
    description: live.description.slice(0, 300),
    startDate: isoDttm(live.startDttm),
    endDate: isoDttm(live.endDttm),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    location: { '@type': 'VirtualLocation', url },
    image: [absoluteUrl(origin, live.poster.url)],
    performer: { '@type': 'Person', name: live.hostNm },
    organizer: { '@type': 'Organization', name: '녹차숍', url: absoluteUrl(origin, '/kr/ko') },
    isAccessibleForFree: true,
  };
}
