/** Mypage home, membership card and inbox calls (`/cu/mypage/v1`). */
import { MYPAGE_CONTRACTS } from '#shared/schemas/mypage-calls';
import { defineEndpoint, type Endpoint } from '../endpoint';
import { countUnread, markRead, readInboxPage } from './inbox';
import { memberCard, reissueCard } from './member-card';
import { readMypageHome } from './mypage-home';

export const getMypageHome = defineEndpoint(MYPAGE_CONTRACTS.getMypageHome, async ({ db, owner }) => ({ data: await readMypageHome(db, owner.incsNo) }));

export const getMemberCard = defineEndpoint(MYPAGE_CONTRACTS.getMemberCard, async ({ db, owner }) => ({ data: await memberCard(db, owner.incsNo) }));

export const reissueMemberCard = defineEndpoint(MYPAGE_CONTRACTS.reissueMemberCard, async ({ db, owner }) => ({ data: await reissueCard(db, owner.incsNo) }));

export const getInbox = defineEndpoint(MYPAGE_CONTRACTS.getInbox, async ({ db, owner, input }) => ({
  data: await readInboxPage(db, owner.incsNo, input.page),
}));

export const readInbox = defineEndpoint(MYPAGE_CONTRACTS.readInbox, async ({ db, owner, input }) => ({
  data: { unreadCount: await markRead(db, owner.incsNo, input.ids) },
}));

export const getUnreadCount = defineEndpoint(MYPAGE_CONTRACTS.getUnreadCount, async ({ db, owner }) => ({
  data: { unreadCount: await countUnread(db, owner.incsNo) },
}));

export const MYPAGE_ENDPOINTS: readonly Endpoint[] = [getMypageHome, getMemberCard, reissueMemberCard, getInbox, readInbox, getUnreadCount];
