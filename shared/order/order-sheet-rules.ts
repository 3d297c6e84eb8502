/** What the checkout island needs of the order sheet's rules, schema-free so it loads no zod (ADR 014). */

/** The consents an order needs, all required, in the order the checkout lists them. */
export const ORDER_CONSENTS = [
  { id: 'orderInfo', label: '주문 상품 정보 확인 및 구매 진행 동의' },
  { id: 'paymentAgency', label: '결제 대행 서비스 이용약관 동의' },
  { id: 'privacyThirdParty', label: '개인정보 제3자 제공 동의 (배송)' },
] as const;
export type OrderConsentId = (typeof ORDER_CONSENTS)[number]['id'];

/** Delivery request notes are kept short, as a courier's label prints them. */
export const DLV_MEMO_MAX = 50;
