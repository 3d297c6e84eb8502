/** Mypage's gateway calls (`/cu/mypage/v1`); only types come from the schemas (ADR 014). */
import type { GetInboxResponse, MemberCard, MypageHome } from '#shared/schemas/mypage-calls';
import { MYPAGE_ROUTES } from '#shared/schemas/mypage-routes';
import { callApi } from '#lib/api-client';

export type { InboxMessage, MemberCard, MypageHome } from '#shared/schemas/mypage-calls';

export async function fetchMypageHome(): Promise<MypageHome> {
  return (await callApi(MYPAGE_ROUTES.getMypageHome, undefined)).data;
}

export async function fetchMemberCard(): Promise<MemberCard> {
  return (await callApi(MYPAGE_ROUTES.getMemberCard, undefined)).data;
}

export async function reissueMemberCard(): Promise<MemberCard> {
  return (await callApi(MYPAGE_ROUTES.reissueMemberCard, undefined)).data;
}

export async function fetchInbox(page: number): Promise<GetInboxResponse['data']> {
  return (await callApi(MYPAGE_ROUTES.getInbox, { page })).data;
}

/** Marks `ids` (or every message) read; answers how many stay unread. */
export async function markInboxRead(ids?: number[]): Promise<number> {
  return (await callApi(MYPAGE_ROUTES.readInbox, ids ? { ids } : {})).data.unreadCount;
}
