/** Mypage home, membership card and inbox contracts (ADR 016). */
import { defineContract } from './contract';
import {
  GetInboxRequestSchema,
  GetInboxResponseSchema,
  GetMypageHomeResponseSchema,
  MemberCardResponseSchema,
  ReadInboxRequestSchema,
  UnreadCountResponseSchema,
} from './mypage-calls';
import { MYPAGE_ROUTES } from './mypage-routes';

export const MYPAGE_CONTRACTS = {
  getMypageHome: defineContract(MYPAGE_ROUTES.getMypageHome, {
    summary: '마이페이지 홈: 등급과 혜택, 뷰티포인트, 쿠폰, 단계별 주문 수, 위시 수, 최근 주문, 안 읽은 알림 수',
    request: undefined,
    response: GetMypageHomeResponseSchema,
  }),
  getMemberCard: defineContract(MYPAGE_ROUTES.getMemberCard, {
    summary: '멤버십 카드 번호 (고객번호와 다른 번호, 처음 부를 때 발급)',
    request: undefined,
    response: MemberCardResponseSchema,
  }),
  reissueMemberCard: defineContract(MYPAGE_ROUTES.reissueMemberCard, {
    summary: '멤버십 카드 재발급: 이전 번호는 더 이상 쓸 수 없음',
    request: undefined,
    response: MemberCardResponseSchema,
  }),
  getInbox: defineContract(MYPAGE_ROUTES.getInbox, { summary: '알림함 (최신순, 20개씩)', request: GetInboxRequestSchema, response: GetInboxResponseSchema }),
  readInbox: defineContract(MYPAGE_ROUTES.readInbox, {
    summary: '알림 읽음 처리 (ids 없으면 모두)',
    request: ReadInboxRequestSchema,
    response: UnreadCountResponseSchema,
  }),
  getUnreadCount: defineContract(MYPAGE_ROUTES.getUnreadCount, {
    summary: '안 읽은 알림 수 (헤더의 알림 배지)',
    request: undefined,
    response: UnreadCountResponseSchema,
  }),
};
