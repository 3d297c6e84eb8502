/** The green tea club calls (`/cu/membership/v1`). */
import { CLUB_CONTRACTS } from '#shared/schemas/club-calls';
import { defineEndpoint, type Endpoint } from '../gateway/endpoint';
import { readClubGuide } from './club-guide';

export const getClubGuide = defineEndpoint(CLUB_CONTRACTS.getClubGuide, async ({ c, db, owner }) => ({
  data: await readClubGuide(db, c.env, owner?.incsNo ?? null),
}));

export const CLUB_ENDPOINTS: readonly Endpoint[] = [getClubGuide];
