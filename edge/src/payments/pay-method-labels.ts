/** How the payment window names and colours each pay method, and the card companies it offers. */
import { PAY_METHOD_NAMES, type PayMethod } from '#shared/order/pay-methods';

export interface PayMethodLook {
  label: string;
  /** Brand colour of the badge and its text colour, chosen for contrast. */
  background: string;
  color: string;
}

export const PAY_METHOD_LOOKS: Readonly<Record<PayMethod, PayMethodLook>> = {
  CARD: { label: PAY_METHOD_NAMES.CARD, background: '#1f3b2d', color: '#ffffff' },
  TOSSPAY: { label: PAY_METHOD_NAMES.TOSSPAY, background: '#0064ff', color: '#ffffff' },
  NAVERPAY: { label: PAY_METHOD_NAMES.NAVERPAY, background: '#007a36', color: '#ffffff' },
  KAKAOPAY: { label: PAY_METHOD_NAMES.KAKAOPAY, background: '#fee500', color: '#191919' },
};

export const CARD_COMPANIES = ['신한카드', '삼성카드', '현대카드', 'KB국민카드', '롯데카드', '하나카드', '우리카드', 'BC카드', 'NH농협카드'] as const;
