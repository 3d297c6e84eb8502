/** Types of the fake Toss Payments API (`toss-payments.mjs`) for the TypeScript tests that import it. */
export interface TossFakeSession {
  orderId: string;
  amount: number;
  method?: 'CARD' | 'TOSSPAY' | 'NAVERPAY' | 'KAKAOPAY';
  /** The card company refuses at confirm (REJECT_CARD_PAYMENT). */
  reject?: boolean;
  orderName?: string;
}
export interface TossFake {
  handle(request: Request): Promise<Response>;
  authorize(session: TossFakeSession): string;
  payment(paymentKey: string): Record<string, unknown> | undefined;
  calls: { method: string; path: string; idempotencyKey: string | null }[];
  setDelay(ms: number): void;
}
export function createTossFake(options?: { secretKey?: string; delayMs?: number }): TossFake;
export function kstIso(epochMs: number): string;
export function startTossFakeServer(options?: { port?: number; secretKey?: string }): Promise<{ origin: string; fake: TossFake; close(): Promise<void> }>;
