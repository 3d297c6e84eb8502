/**
 * A small in-memory cart gateway behind a stubbed `fetch`, for the cart's unit tests: the calls
 * the site makes (cart, count, product detail, option category, the token cookie) answered with
 * the real shapes, caps and refusals, so the store is tested against behaviour, not canned replies.
 * Caps, the capped message and the totals are the worker's own rules (`#shared/order/cart-rules`).
 * It is derived from the contracts (docs/decisions/048-review-save-in-one-batch.md): each call is
 * found by its route object, its body parsed by the request schema (400 `INVALID_INPUT` like the
 * gateway), its answer checked by the response schema, and a refusal must be one of the gateway's
 * codes, with the gateway's status and message; a fake that drifts from the gateway fails the test.
 */
import { vi } from 'vitest';
import type { Contract } from '#shared/schemas/contract';
import { CART_CONTRACTS, type CartLine } from '#shared/schemas/cart-calls';
import { CATALOG_CONTRACTS } from '#shared/schemas/catalog-calls';
import { CUSTOMER_CONTRACTS } from '#shared/schemas/customer-calls';
import { DISPLAY_CONTRACTS } from '#shared/schemas/display-calls';
import { API_ERRORS, type ApiErrorCode } from '#edge/gateway/errors';
import { buyableQty, cappedMessage, mergeCap, summarizeCart, type CapFields } from '#shared/order/cart-rules';
import { PRODUCTS, detailOf, find, type FakeOption, type FakeProduct } from './fake-products';

export { PRODUCTS, type FakeOption, type FakeProduct } from './fake-products';

interface Line {
  id: number;
  owner: string;
  inmOptnPrdNo: string;
  qty: number;
}

export const SESS_ID = '0b7c9a1e-3f52-4c6e-9d1a-2e4f6a8b0c1d';
export const TOKEN = 'member-token';

/** The gateway's own refusal: its status and Korean message. */
class Refusal extends Error {
  constructor(readonly code: ApiErrorCode) {
    super(code);
  }
}
const refuse = (code: ApiErrorCode): never => {
  throw new Refusal(code);
};
/** A fake option as the cart's cap rules read an option row. */
const capFields = (product: FakeProduct, option: FakeOption): CapFields => ({
  stock: option.stock,
  max_buy_qty: product.maxBuyQty,
  sold_out: option.stock === 0 ? 1 : 0,
});
const refusalAnswer = (code: ApiErrorCode) => Response.json({ code, message: API_ERRORS[code].message }, { status: API_ERRORS[code].status });

/** The calls the cart screens make, by contract. */
const CALLS = {
  getOrderCartCount: CUSTOMER_CONTRACTS.getOrderCartCount,
  ...CART_CONTRACTS,
  getProductDetail: DISPLAY_CONTRACTS.getProductDetail,
  getProductOptionCategory: CATALOG_CONTRACTS.getProductOptionCategory,
} satisfies Record<string, Contract>;
export type CallName = keyof typeof CALLS;

export class FakeCartGateway {
  lines: Line[] = [];
  nextId = 1;
  /** Answers for a call that override the fake (an Error rejects the fetch). */
  overrides: Partial<Record<CallName, Response | Error | (() => Response)>> = {};
  readonly fetch = vi.fn((url: string, init?: RequestInit) => this.answer(url, init));
  token: string | null = null;
  /** Products taken off sale (판매중지), by number. */
  saleStopped = new Set<string>();

  install(): this {
    vi.stubGlobal('fetch', this.fetch);
    return this;
  }

  add(owner: string, inmOptnPrdNo: string, qty: number): number {
    const id = this.nextId++;
    this.lines.push({ id, owner, inmOptnPrdNo, qty });
    return id;
  }

  /** The bodies sent to the call `name`, parsed. */
  bodies(name: CallName): Record<string, unknown>[] {
    return this.fetch.mock.calls.filter(([url]) => url === `/api${CALLS[name].path}`).map(([, init]) => JSON.parse(String(init?.body ?? '{}')));
  }

  private cap(product: FakeProduct, option: FakeOption, asked: number) {
    const cap = buyableQty(capFields(product, option));
    return asked > cap ? { qty: cap, capped: true, message: cappedMessage(cap) } : { qty: asked, capped: false };
  }

  private async answer(url: string, init?: RequestInit): Promise<Response> {
    if (url.endsWith('/node/cookie/get-cookie')) return Response.json({ token: this.token });
    const path = url.replace(/^\/api/, '');
    const name = (Object.keys(CALLS) as CallName[]).find((key) => CALLS[key].path === path);
    if (!name) throw new Error(`No contract answers ${path}`);
    const override = this.overrides[name];
    if (override instanceof Error) throw override;
    if (override) return typeof override === 'function' ? override() : override.clone();
    const contract: Contract = CALLS[name];
    const parsed = contract.request?.safeParse(JSON.parse(String(init?.body ?? '{}')));
    if (parsed && !parsed.success) return refusalAnswer('INVALID_INPUT');
    const auth = new Headers(init?.headers).get('Authorization');
    try {
      return Response.json(contract.response.parse(this.handle(name, (parsed?.data ?? {}) as Record<string, never>, auth)));
    } catch (error) {
      if (error instanceof Refusal) return refusalAnswer(error.code);
      throw error;
    }
  }

  /** The call's answer by the cart's rules, before its schema checks it; a refusal throws. */
  private handle(name: CallName, body: Record<string, never>, auth: string | null): unknown {
    const owner = auth === `Bearer ${TOKEN}` ? 'member' : `guest:${body.sessId}`;
    const mine = () => this.lines.filter((line) => line.owner === owner);
    switch (name) {
      case 'getOrderCartCount':
        return { data: { prdCnt: this.lines.filter((line) => line.owner === owner || line.owner === `guest:${body.sessId}`).length } };
      case 'getCartList': {
        const selected = body.selectedCartLineIds as number[] | undefined;
        const lines = mine().map((line): CartLine => {
          const { product, option } = find(line.inmOptnPrdNo)!;
          const soldOut = option.stock === 0;
          const saleStop = this.saleStopped.has(product.inmPrdNo);
          return {
            cartLineId: line.id,
            inmOptnPrdNo: line.inmOptnPrdNo,
            qty: line.qty,
            prdprice: option.saleAmt,
            inmPrdNo: product.inmPrdNo,
            productCode: product.productCode,
            prdNm: product.prdNm,
            brandNm: '녹차숍',
            prdOptnNm: option.prdOptnNm,
            imageUrl: '/img.svg',
            imageAlt: '',
            cnsmAmt: option.cnsmAmt,
            saleAmt: option.saleAmt,
            stock: option.stock,
            maxQty: saleStop ? 0 : buyableQty(capFields(product, option)),
            soldOutYn: soldOut ? 'Y' : 'N',
            saleStopYn: saleStop ? 'Y' : 'N',
            selectedYn: !soldOut && !saleStop && (!selected || selected.includes(line.id)) ? 'Y' : 'N',
          };
        });
        return { data: { lines, summary: summarizeCart(lines) } };
      }
      case 'addCartLine': {
        const found = find(body.inmOptnPrdNo);
        if (!found) return refuse('OPTION_NOT_FOUND');
        if (this.saleStopped.has(found.product.inmPrdNo)) return refuse('PRODUCT_SALE_STOPPED');
        if (found.option.stock === 0) return refuse('SOLD_OUT');
        if (found.product.buyRule === 'DIRECT_ONLY') return refuse('CART_DIRECT_ONLY');
        const existing = mine().find((line) => line.inmOptnPrdNo === body.inmOptnPrdNo);
        const result = this.cap(found.product, found.option, (existing?.qty ?? 0) + Number(body.qty));
        const id = existing ? existing.id : this.add(owner, body.inmOptnPrdNo, result.qty);
        if (existing) existing.qty = result.qty;
        return { data: { cartLineId: id, inmOptnPrdNo: body.inmOptnPrdNo, message: '장바구니에 담았습니다.', ...result } };
      }
      case 'updateCartLine': {
        const line = mine().find((candidate) => candidate.id === body.cartLineId);
        if (!line) return refuse('CART_LINE_NOT_FOUND');
        const number: string = body.inmOptnPrdNo ?? line.inmOptnPrdNo;
        const found = find(number)!;
        if (found.option.stock === 0) return refuse('SOLD_OUT');
        const moved = number !== line.inmOptnPrdNo;
        const other = moved ? mine().find((candidate) => candidate.inmOptnPrdNo === number) : undefined;
        const result = this.cap(found.product, found.option, (other?.qty ?? 0) + Number(body.qty ?? line.qty));
        if (other) {
          other.qty = result.qty;
          this.lines = this.lines.filter((candidate) => candidate !== line);
        } else Object.assign(line, { inmOptnPrdNo: number, qty: result.qty });
        const message = moved ? '옵션이 변경되었습니다.' : '수량이 변경되었습니다.';
        return { data: { cartLineId: (other ?? line).id, inmOptnPrdNo: number, message, ...result } };
      }
      case 'deleteCartLines': {
        const ids = body.cartLineIds as number[];
        if (!ids.every((id) => mine().some((line) => line.id === id))) return refuse('CART_LINE_NOT_FOUND');
        this.lines = this.lines.filter((line) => !ids.includes(line.id));
        return { data: { deletedCnt: ids.length } };
      }
      case 'mergeGuestCart': {
        if (owner !== 'member') return refuse('LOGIN_REQUIRED');
        const guest = this.lines.filter((line) => line.owner === `guest:${body.sessId}`);
        const cappedLines: unknown[] = [];
        for (const line of guest) {
          const { product, option } = find(line.inmOptnPrdNo)!;
          const target = mine().find((candidate) => candidate.inmOptnPrdNo === line.inmOptnPrdNo);
          const asked = (target?.qty ?? 0) + line.qty;
          const qty = Math.min(asked, mergeCap(capFields(product, option)));
          if (qty < asked) cappedLines.push({ inmOptnPrdNo: line.inmOptnPrdNo, prdNm: product.prdNm, askedQty: asked, qty });
          if (target) target.qty = qty;
          else this.add('member', line.inmOptnPrdNo, qty);
        }
        this.lines = this.lines.filter((line) => !guest.includes(line));
        const message =
          guest.length === 0
            ? ''
            : cappedLines.length
              ? '동백 크림 상품은 구매 가능한 최대 수량을 넘어 수량이 조정되었습니다.'
              : `비회원으로 담은 상품 ${guest.length}개를 장바구니에 합쳤습니다.`;
        return { data: { mergedCnt: guest.length, cappedLines, message } };
      }
      case 'getProductDetail': {
        const product = PRODUCTS.find((candidate) => candidate.productCode === body.productCode);
        if (!product) return refuse('PRODUCT_NOT_FOUND');
        return { statusCode: 200, data: detailOf(product) };
      }
      case 'getProductOptionCategory': {
        const data = (body.inmOptnPrdNoList as string[]).flatMap((number) => {
          const found = find(number);
          return found
            ? [
                {
                  inmOptnPrdNo: number,
                  inmPrdNo: found.product.inmPrdNo,
                  productCode: found.product.productCode,
                  prdNm: found.product.prdNm,
                  inmPrdCatNm: '스킨케어',
                  prdOptnNm: found.option.prdOptnNm,
                  prdCd: `NKCHA${number}`,
                  cnsmAmt: found.option.cnsmAmt,
                },
              ]
            : [];
        });
        return { statusCode: 200, data };
      }
      default:
        throw new Error(`The fake gateway does not answer ${name}`);
    }
  }
}
