/** Mypage home, membership card and inbox routes (schema-free; contracts at the end of `mypage-calls.ts`). */
import { memberRoute } from './contract';
import type { GetInboxRequest, GetInboxResponse, GetMypageHomeResponse, MemberCardResponse, ReadInboxRequest, UnreadCountResponse } from './mypage-calls';

export const MYPAGE_ROUTES = {
  getMypageHome: memberRoute<undefined, GetMypageHomeResponse>('POST', '/cu/mypage/v1/getMypageHome'),
  getMemberCard: memberRoute<undefined, MemberCardResponse>('POST', '/cu/mypage/v1/getMemberCard'),
  reissueMemberCard: memberRoute<undefined, MemberCardResponse>('POST', '/cu/mypage/v1/reissueMemberCard'),
  getInbox: memberRoute<GetInboxRequest, GetInboxResponse>('POST', '/cu/mypage/v1/getInbox'),
  readInbox: memberRoute<ReadInboxRequest, UnreadCountResponse>('POST', '/cu/mypage/v1/readInbox'),
  getUnreadCount: memberRoute<undefined, UnreadCountResponse>('POST', '/cu/mypage/v1/getUnreadCount'),
};
