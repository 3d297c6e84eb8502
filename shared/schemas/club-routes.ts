/** The green tea club routes (schema-free; contracts at the end of `club-calls.ts`). */
import { guestRoute } from './contract';
import type { GetClubGuideResponse } from './club-calls';

export const CLUB_ROUTES = {
  getClubGuide: guestRoute<undefined, GetClubGuideResponse>('POST', '/cu/membership/v1/getClubGuide'),
};
