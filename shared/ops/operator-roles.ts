/**
 * Operator roles (ADR 025) and what each may call: the owner everything; the others the areas
 * of their day's work. The operator API checks this on every call (edge/src/auth/operator.ts),
 * so hiding a button in the console is never the only guard. Schema-free for the console.
 */

export const OPERATOR_ROLES = { OWNER: '대표', CS: '고객상담', CONTENT: '콘텐츠', WAREHOUSE: '물류' } as const;
export type OperatorRole = keyof typeof OPERATOR_ROLES;

/**
 * Paths under `/ops` each role may call besides the owner, by prefix (`/v1/orders/` is every order
 * call) or exactly. Customer service finds orders to answer about them and cancels or refunds
 * them, and so also gives back payments the shop could not record (`/v1/payment-voids/`); the
 * warehouse moves them along but gives no money back. The content team, which keeps the
 * pages, also reads how fast they are for shoppers (`/v1/rum/summary`).
 */
const AREAS: Readonly<Record<Exclude<OperatorRole, 'OWNER'>, readonly string[]>> = {
  WAREHOUSE: ['/v1/orders/list', '/v1/orders/search', '/v1/orders/get', '/v1/orders/status', '/v1/orders/tracking-upload', '/v1/bottles/'],
  CS: [
    '/v1/orders/list',
    '/v1/orders/search',
    '/v1/orders/get',
    '/v1/orders/cancel',
    '/v1/payment-voids/',
    '/v1/claims/',
    '/v1/bottles/',
    '/v1/inquiries/',
    '/v1/customers/',
  ],
  CONTENT: ['/v1/reviews/', '/v1/postings/', '/v1/editors/', '/v1/content/', '/v1/catalog/', '/v1/rum/'],
};

/** Calls every operator makes: their own session, and the day at a glance. */
const EVERYONE = ['/v1/session/', '/v1/today'];

export function mayCall(role: OperatorRole, path: string): boolean {
  if (role === 'OWNER') return true;
  const allowed = (rule: string) => (rule.endsWith('/') ? path.startsWith(rule) : path === rule);
  return EVERYONE.some(allowed) || AREAS[role].some(allowed);
}
