/** The order the console's order page shows: `/ops/v1/orders/get` (shared/schemas/console-ops-calls.ts). */
import type { OrderDetail } from '#shared/schemas/order-history-calls';
import type { OrderStatus } from '#shared/order/order-status';

export interface OrderOpsDetail extends OrderDetail {
  id: string;
  incsNo: number;
  custWebId: string | null;
  custNm: string;
  nextStatus: OrderStatus | null;
  refundPreview: { refundAmt: number; refundPt: number; couponNm: string | null } | null;
}
