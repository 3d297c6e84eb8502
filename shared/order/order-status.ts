/**
 * The order life cycle in one place: each `orders.status`, its Korean name, whether
 * the shopper ever sees it, the operator's legal next move, and what the shopper may ask for in it.
 * The gateway, the operator API and the screens all read this table, so they cannot disagree.
 */

export const ORDER_STATUSES = [
  'PAYMENT_PENDING',
  'ABANDONED',
  'PAID',
  'PREPARING',
  'SHIPPING',
  'DELIVERED',
  'CONFIRMED',
  'CANCELLED',
  'EXCHANGED',
  'RETURNED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The statuses a shopper can see and filter by: everything after a confirmed payment. */
export const SHOPPER_ORDER_STATUSES = ['PAID', 'PREPARING', 'SHIPPING', 'DELIVERED', 'CONFIRMED', 'CANCELLED', 'EXCHANGED', 'RETURNED'] as const;
export type ShopperOrderStatus = (typeof SHOPPER_ORDER_STATUSES)[number];

/** Korean names, as the order list's badges and the operator guide spell them. */
export const ORDER_STATUS_NAMES: Readonly<Record<OrderStatus, string>> = {
  PAYMENT_PENDING: '결제대기',
  ABANDONED: '결제취소',
  PAID: '결제완료',
  PREPARING: '상품준비중',
  SHIPPING: '배송중',
  DELIVERED: '배송완료',
  CONFIRMED: '구매확정',
  CANCELLED: '취소완료',
  EXCHANGED: '교환완료',
  RETURNED: '반품완료',
};

/**
 * The operator's one legal move from each status (contracts: PAID→PREPARING→SHIPPING→DELIVERED→
 * CONFIRMED). Cancels, exchanges and returns are the shopper's claims, never an operator jump.
 */
export const OPERATOR_NEXT_STATUS: Readonly<Partial<Record<OrderStatus, OrderStatus>>> = {
  PAID: 'PREPARING',
  PREPARING: 'SHIPPING',
  SHIPPING: 'DELIVERED',
  DELIVERED: 'CONFIRMED',
};

/** What a shopper may ask for on an order. */
export type ShopperAction = 'cancel' | 'exchange' | 'return' | 'confirm';

/** Which actions each status allows: cancel before shipping; exchange, return or confirm once delivered. */
const ACTIONS_BY_STATUS: Readonly<Partial<Record<OrderStatus, readonly ShopperAction[]>>> = {
  PAID: ['cancel'],
  PREPARING: ['cancel'],
  DELIVERED: ['exchange', 'return', 'confirm'],
};

/** Whether `status` is a known order status. */
export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** Whether the shopper ever sees an order in `status` (never PAYMENT_PENDING or ABANDONED). */
export function isShopperVisible(status: OrderStatus): status is ShopperOrderStatus {
  return (SHOPPER_ORDER_STATUSES as readonly string[]).includes(status);
}

/** The Korean name of a status. */
export function orderStatusName(status: OrderStatus): string {
  return ORDER_STATUS_NAMES[status];
}

/** The actions a shopper may take on an order in `status`, in the order the screens show them. */
export function shopperActions(status: OrderStatus): readonly ShopperAction[] {
  return ACTIONS_BY_STATUS[status] ?? [];
}

/** Whether `action` is allowed in `status`. */
export function canShopper(status: OrderStatus, action: ShopperAction): boolean {
  return shopperActions(status).includes(action);
}

/** Whether the operator may move an order from `from` to `to`: only the one next step. */
export function isLegalOperatorMove(from: OrderStatus, to: OrderStatus): boolean {
  return OPERATOR_NEXT_STATUS[from] === to;
}

export type ClaimType = 'CANCEL' | 'EXCHANGE' | 'RETURN';
export type ClaimStatus = 'REQUESTED' | 'PICKING_UP' | 'COMPLETED' | 'REJECTED';

/** Korean names of claim types, as the order detail lists an order's claims. */
export const CLAIM_TYPE_NAMES: Readonly<Record<ClaimType, string>> = { CANCEL: '취소', EXCHANGE: '교환', RETURN: '반품' };

/** Korean names of claim statuses. */
export const CLAIM_STATUS_NAMES: Readonly<Record<ClaimStatus, string>> = { REQUESTED: '접수', PICKING_UP: '수거중', COMPLETED: '완료', REJECTED: '거부' };

/** An empty-bottle collection's states, named as the shopper and the console show them. */
export const BOTTLE_STATUS_NAMES = { REQUESTED: '신청', COLLECTED: '수거완료', CONFIRMED: '적립완료', REJECTED: '반려' } as const;
export type BottleStatus = keyof typeof BOTTLE_STATUS_NAMES;
