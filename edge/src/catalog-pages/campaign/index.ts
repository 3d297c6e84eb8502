/** The campaign pages and the main page, as catalog pages drawn at the edge (../catalog-page-routes.ts). */
import { EVENT_PAGES } from './event-pages';
import { HOME_PAGES } from './home-pages';
import { LIVE_PAGES } from './live-pages';

export const CAMPAIGN_PAGES = { ...EVENT_PAGES, ...LIVE_PAGES, ...HOME_PAGES };
