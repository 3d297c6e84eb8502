/** The green tea club's gateway call; only types come from the schema (ADR 014). */
import type { GetClubGuideResponse } from '#shared/schemas/club-calls';
import { CLUB_ROUTES } from '#shared/schemas/club-routes';
import { callApi } from '#lib/api-client';

export type ClubGuide = GetClubGuideResponse['data'];
export type { ClubGrade } from '#shared/schemas/club-calls';

export async function fetchClubGuide(): Promise<ClubGuide> {
  return (await callApi(CLUB_ROUTES.getClubGuide, undefined)).data;
}
