/** The origin this build prints in absolute URLs: env `SITE_ORIGIN`, or the production one. */
import { resolveSiteOrigin } from '#shared/site-origin';

export const SITE_ORIGIN = resolveSiteOrigin(process.env.SITE_ORIGIN);
