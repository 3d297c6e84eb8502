/**
 * GA4 promotion fields (docs/analytics.md) of a banner, written by the build
 * into the banner's `data-promotion` for `view_promotion` and `select_promotion`. An event is the
 * same promotion (`event-{id}`) wherever its banner appears; the slot says where and in which place.
 */

/** Where banners sit, as GA4's `location_id`. */
export const PROMOTION_LOCATIONS = { mainBanner: 'main_banner', eventList: 'event_list' } as const;
export type PromotionLocation = (typeof PROMOTION_LOCATIONS)[keyof typeof PROMOTION_LOCATIONS];

export interface Ga4Promotion {
  promotion_id: string;
  promotion_name: string;
  /** The banner's headline: what the shopper read on it. */
  creative_name: string;
  /** `{location}_{1-based position}`, e.g. `main_banner_1`. */
  creative_slot: string;
  location_id: PromotionLocation;
}

/** The promotion `id` named `name`, shown with `headline` at 1-based `position` of `location`. */
export function promotionFields(id: string, name: string, headline: string, location: PromotionLocation, position: number): Ga4Promotion {
  return { promotion_id: id, promotion_name: name, creative_name: headline, creative_slot: `${location}_${position}`, location_id: location };
}

/** The promotion id of an event, the same on the main page and the event list. */
export const eventPromotionId = (eventId: number | string) => `event-${eventId}`;
