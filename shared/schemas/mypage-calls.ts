/**
 * Mypage home, the membership card and the notification inbox (mypage shows the barcode; its
 * mobile buttons are alarm, search and cart). Member calls only.
 */
import { z } from 'zod';
import { contractsNamed } from './contract';
import * as S from './mypage-calls';
import { MYPAGE_ROUTES } from './mypage-routes';
import { ShipmentSchema } from './order-history-calls';

/** Order states the home counts, in the order of the delivery steps. */
export const MYPAGE_ORDER_STEPS = ['PAID', 'PREPARING', 'SHIPPING', 'DELIVERED'] as const;

const RecentOrderSchema = z.object({
  ordNo: z.string(),
  /** 14-digit Korean time. */
  ordDttm: z.string(),
  orderNm: z.string(),
  payAmt: z.number().int(),
  status: z.string(),
  statusNm: z.string(),
  imageUrl: z.string().nullable(),
});

export const MypageHomeSchema = z.object({
  custNm: z.string(),
  grade: z.object({ code: z.string(), name: z.string(), benefit: z.string(), earnRatePct: z.number().int() }),
  points: z.number().int(),
  /** Of `points`, what expires within 30 days (소멸 예정). */
  expiringPoints: z.number().int(),
  couponCount: z.number().int(),
  wishCount: z.number().int(),
  /** Orders of the last 3 months (the order list's default period) per delivery step. */
  orderCounts: z.object(
    Object.fromEntries(MYPAGE_ORDER_STEPS.map((step) => [step, z.number().int()])) as Record<(typeof MYPAGE_ORDER_STEPS)[number], z.ZodNumber>,
  ),
  recentOrders: z.array(RecentOrderSchema),
  unreadCount: z.number().int(),
});
export type MypageHome = z.infer<typeof MypageHomeSchema>;
export const GetMypageHomeResponseSchema = z.object({ data: MypageHomeSchema });
export type GetMypageHomeResponse = z.infer<typeof GetMypageHomeResponseSchema>;

export const MemberCardSchema = z.object({ cardNo: z.string(), issuedDttm: z.string() });
export type MemberCard = z.infer<typeof MemberCardSchema>;
export const MemberCardResponseSchema = z.object({ data: MemberCardSchema });
export type MemberCardResponse = z.infer<typeof MemberCardResponseSchema>;
export const GetMemberCardResponseSchema = MemberCardResponseSchema;
export const ReissueMemberCardResponseSchema = MemberCardResponseSchema;

export const INBOX_KINDS = ['ORDER', 'POINT', 'INQUIRY', 'NOTICE'] as const;
export const InboxMessageSchema = z.object({
  id: z.number().int(),
  kind: z.enum(INBOX_KINDS),
  title: z.string(),
  body: z.string(),
  /** A path on the shop, or '' when the message leads nowhere. */
  link: z.string(),
  /** The parcel a shipping message tells of, for its 배송조회 link; null on other messages. */
  shipment: ShipmentSchema.nullable(),
  createdDttm: z.string(),
  read: z.boolean(),
});
export type InboxMessage = z.infer<typeof InboxMessageSchema>;

export const GetInboxRequestSchema = z.object({ page: z.number({ error: '페이지는 숫자여야 합니다.' }).int().min(1).max(1000).default(1) });
export type GetInboxRequest = z.input<typeof GetInboxRequestSchema>;
export const GetInboxResponseSchema = z.object({
  data: z.object({ items: z.array(InboxMessageSchema), page: z.number().int(), totalPages: z.number().int(), unreadCount: z.number().int() }),
});
export type GetInboxResponse = z.infer<typeof GetInboxResponseSchema>;

export const ReadInboxRequestSchema = z.object({
  /** The messages opened; absent means every message (모두 읽음). */
  ids: z.array(z.number().int().positive()).max(100, '한 번에 100개까지 읽음 처리할 수 있습니다.').optional(),
});
export type ReadInboxRequest = z.input<typeof ReadInboxRequestSchema>;
export const UnreadCountResponseSchema = z.object({ data: z.object({ unreadCount: z.number().int() }) });
export type UnreadCountResponse = z.infer<typeof UnreadCountResponseSchema>;
export const ReadInboxResponseSchema = UnreadCountResponseSchema;
export const GetUnreadCountResponseSchema = UnreadCountResponseSchema;

export const MYPAGE_CONTRACTS = contractsNamed(S, MYPAGE_ROUTES, {
  getMypageHome: { summary: '마이페이지 홈: 등급과 혜택, 뷰티포인트, 쿠폰, 단계별 주문 수, 위시 수, 최근 주문, 안 읽은 알림 수' },
  getMemberCard: { summary: '멤버십 카드 번호 (고객번호와 다른 번호, 처음 부를 때 발급)' },
  reissueMemberCard: { summary: '멤버십 카드 재발급: 이전 번호는 더 이상 쓸 수 없음' },
  getInbox: { summary: '알림함 (최신순, 20개씩)' },
  readInbox: { summary: '알림 읽음 처리 (ids 없으면 모두)' },
  getUnreadCount: { summary: '안 읽은 알림 수 (헤더의 알림 배지)' },
});
