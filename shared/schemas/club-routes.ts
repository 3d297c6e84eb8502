/** The green tea club routes (schema-free; contracts at the end of `club-calls.ts`). */
import { guestRoute, typedRoutes } from './contract';
import type * as S from './club-calls';

export const CLUB_ROUTES = typedRoutes<typeof S>()({
  getClubGuide: guestRoute('POST', '/cu/membership/v1/getClubGuide'),
});
