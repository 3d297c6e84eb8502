/** Mypage home, membership card and inbox routes (schema-free; contracts at the end of `mypage-calls.ts`). */
import { memberRoute, typedRoutes } from './contract';
import type * as S from './mypage-calls';

export const MYPAGE_ROUTES = typedRoutes<typeof S>()({
  getMypageHome: memberRoute('POST', '/cu/mypage/v1/getMypageHome'),
  getMemberCard: memberRoute('POST', '/cu/mypage/v1/getMemberCard'),
  reissueMemberCard: memberRoute('POST', '/cu/mypage/v1/reissueMemberCard'),
  getInbox: memberRoute('POST', '/cu/mypage/v1/getInbox'),
  readInbox: memberRoute('POST', '/cu/mypage/v1/readInbox'),
  getUnreadCount: memberRoute('POST', '/cu/mypage/v1/getUnreadCount'),
});
