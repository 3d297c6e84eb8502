/** How the payment window names and colours each pay method, and the card companies it offers. */
import type { PayMethod } from './provider';

export interface PayMethodLook {
  label: string;
  /** Brand colour of the badge and its text colour, chosen for contrast. */
  background: string;
  color: string;
}

export const PAY_METHOD_LOOKS: Readonly<Record<PayMethod, PayMethodLook>> = {
  CARD: { label: '신용카드', background: '#1f3b2d', color: '#ffffff' },
  TOSSPAY: { label: '토스페이', background: '#0064ff', color: '#ffffff' },
  NAVERPAY: { label: '네이버페이', background: '#007a36', color: '#ffffff' },
  KAKAOPAY: { label: '카카오페이', background: '#fee500', color: '#191919' },
};

export const PAY_METHODS = Object.keys(PAY_METHOD_LOOKS) as PayMethod[];

export const CARD_COMPANIES = ['신한카드', '삼성카드', '현대카드', 'KB국민카드', '롯데카드', '하나카드', '우리카드', 'BC카드', 'NH농협카드'] as const;

export function isPayMethod(value: unknown): value is PayMethod {
  return typeof value === 'string' && (PAY_METHODS as string[]).includes(value);
}
