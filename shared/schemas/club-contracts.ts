/** The green tea club contracts (ADR 016). */
import { GetClubGuideResponseSchema } from './club-calls';
import { CLUB_ROUTES } from './club-routes';
import { defineContract } from './contract';

export const CLUB_CONTRACTS = {
  getClubGuide: defineContract(CLUB_ROUTES.getClubGuide, {
    summary: '그린티클럽 등급(기준·혜택·월 쿠폰), 포인트 적립·사용 기준, 로그인한 회원의 등급과 6개월 구매 금액',
    request: undefined,
    response: GetClubGuideResponseSchema,
  }),
};
