/**
 * A broadcast as schema.org structured data: an online Event whose location is the broadcast's
 * page, so search engines can show when it airs. Build time only.
 */
import { absoluteUrl } from '#shared/site-origin';
import type { LiveBroadcast } from '#shared/schemas/campaign-calls';
import type { JsonLd } from '#shared/seo/json-ld';
import { isoDttm, livePath } from '../common/campaign-format';

export function liveJsonLd(origin: string, live: LiveBroadcast): JsonLd {
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
