/**
 * A small in-memory cart gateway behind a stubbed `fetch`, for the cart's unit tests: the calls
 * the site makes (cart, count, product detail, option category, the token cookie) answered with
 * the real shapes, caps and refusals, so the store is tested against behaviour, not canned replies.
 */
import { vi } from 'vitest';

export interface FakeOption {
  inmOptnPrdNo: string;
  prdOptnNm: string;
  cnsmAmt: number;
  saleAmt: number;
  stock: number;
}
export interface FakeProduct {
  inmPrdNo: string;
  productCode: string;
  prdNm: string;
  maxBuyQty: number;
  buyRule?: 'ANY' | 'CART_ONLY' | 'DIRECT_ONLY';
  options: FakeOption[];
}
interface Line {
  id: number;
  owner: string;
  inmOptnPrdNo: string;
  qty: number;
}

export const SESS_ID = '0b7c9a1e-3f52-4c6e-9d1a-2e4f6a8b0c1d';
export const TOKEN = 'member-token';

export const PRODUCTS: FakeProduct[] = [
  {
    inmPrdNo: '1001',
    productCode: 'NK0001',
    prdNm: '제주 녹차 토너',
    maxBuyQty: 5,
    options: [
      { inmOptnPrdNo: '10011', prdOptnNm: '150ml', cnsmAmt: 20000, saleAmt: 16000, stock: 10 },
      { inmOptnPrdNo: '10012', prdOptnNm: '300ml 대용량', cnsmAmt: 30000, saleAmt: 27000, stock: 2 },
      { inmOptnPrdNo: '10013', prdOptnNm: '기획 세트', cnsmAmt: 40000, saleAmt: 32000, stock: 0 },
    ],
  },
  {
    inmPrdNo: '1002',
    productCode: 'DA0002',
    prdNm: '동백 크림',
    maxBuyQty: 3,
    options: [{ inmOptnPrdNo: '10021', prdOptnNm: '50ml', cnsmAmt: 9000, saleAmt: 9000, stock: 3 }],
  },
  {
    inmPrdNo: '1003',
    productCode: 'NK0003',
    prdNm: '녹차클럽 키트',
    maxBuyQty: 1,
    buyRule: 'DIRECT_ONLY',
    options: [{ inmOptnPrdNo: '10031', prdOptnNm: '키트', cnsmAmt: 50000, saleAmt: 50000, stock: 5 }],
  },
];

const find = (number: string) => {
  for (const product of PRODUCTS) for (const option of product.options) if (option.inmOptnPrdNo === number) return { product, option };
  return null;
};
const refuse = (status: number, code: string, message: string) => Response.json({ code, message }, { status });

export class FakeCartGateway {
  lines: Line[] = [];
  nextId = 1;
  /** Answers for a path that override the fake (an Error rejects the fetch). */
  overrides: Record<string, Response | Error | (() => Response)> = {};
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

  /** The bodies sent to `path`, parsed. */
  bodies(path: string): Record<string, unknown>[] {
    return this.fetch.mock.calls.filter(([url]) => url === `/api${path}`).map(([, init]) => JSON.parse(String(init?.body ?? '{}')));
  }

  private cap(product: FakeProduct, option: FakeOption, asked: number) {
    const cap = Math.min(option.stock, product.maxBuyQty);
    return asked > cap
      ? { qty: cap, capped: true, message: `구매 가능한 최대 수량은 ${cap}개입니다. 수량을 ${cap}개로 담았습니다.` }
      : { qty: asked, capped: false };
  }

  private async answer(url: string, init?: RequestInit): Promise<Response> {
    if (url.endsWith('/node/cookie/get-cookie')) return Response.json({ token: this.token });
    const path = url.replace(/^\/api/, '');
    const override = this.overrides[path];
    if (override instanceof Error) throw override;
    if (override) return typeof override === 'function' ? override() : override.clone();
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, never>;
    const auth = new Headers(init?.headers).get('Authorization');
    const owner = auth === `Bearer ${TOKEN}` ? 'member' : `guest:${body.sessId}`;
    const mine = () => this.lines.filter((line) => line.owner === owner);
    switch (path) {
      case '/or/order/v1/getOrderCartCount':
        return Response.json({ data: { prdCnt: this.lines.filter((line) => line.owner === owner || line.owner === `guest:${body.sessId}`).length } });
      case '/or/cart/v1/getCartList': {
        const selected = body.selectedCartLineIds as number[] | undefined;
        const lines = mine().map((line) => {
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
            maxQty: soldOut || saleStop ? 0 : Math.min(option.stock, product.maxBuyQty),
            soldOutYn: soldOut ? 'Y' : 'N',
            saleStopYn: saleStop ? 'Y' : 'N',
            selectedYn: !soldOut && !saleStop && (!selected || selected.includes(line.id)) ? 'Y' : 'N',
          };
        });
        const chosen = lines.filter((line) => line.selectedYn === 'Y');
        const listAmt = chosen.reduce((sum, line) => sum + line.cnsmAmt * line.qty, 0);
        const subtotalAmt = chosen.reduce((sum, line) => sum + line.saleAmt * line.qty, 0);
        const shippingFee = subtotalAmt === 0 || subtotalAmt >= 30000 ? 0 : 2500;
        return Response.json({
          data: {
            lines,
            summary: {
              listAmt,
              dcAmt: listAmt - subtotalAmt,
              subtotalAmt,
              shippingFee,
              totalAmt: subtotalAmt + shippingFee,
              bestCouponDcAmt: 0,
              bestCouponNm: null,
              freeShippingFromAmt: 30000,
            },
          },
        });
      }
      case '/or/cart/v1/addCartLine': {
        const found = find(body.inmOptnPrdNo);
        if (!found) return refuse(404, 'OPTION_NOT_FOUND', '상품 옵션을 찾을 수 없습니다.');
        if (this.saleStopped.has(found.product.inmPrdNo)) return refuse(409, 'PRODUCT_SALE_STOPPED', '판매가 중지된 상품입니다.');
        if (found.option.stock === 0) return refuse(409, 'SOLD_OUT', '품절된 상품입니다.');
        if (found.product.buyRule === 'DIRECT_ONLY') return refuse(409, 'CART_DIRECT_ONLY', '녹차클럽 키트는 바로구매로만 구매할 수 있습니다.');
        const existing = mine().find((line) => line.inmOptnPrdNo === body.inmOptnPrdNo);
        const result = this.cap(found.product, found.option, (existing?.qty ?? 0) + Number(body.qty));
        const id = existing ? existing.id : this.add(owner, body.inmOptnPrdNo, result.qty);
        if (existing) existing.qty = result.qty;
        return Response.json({ data: { cartLineId: id, inmOptnPrdNo: body.inmOptnPrdNo, message: '장바구니에 담았습니다.', ...result } });
      }
      case '/or/cart/v1/updateCartLine': {
        const line = mine().find((candidate) => candidate.id === body.cartLineId);
        if (!line) return refuse(404, 'CART_LINE_NOT_FOUND', '장바구니에서 상품을 찾을 수 없습니다.');
        const number: string = body.inmOptnPrdNo ?? line.inmOptnPrdNo;
        const found = find(number)!;
        if (found.option.stock === 0) return refuse(409, 'SOLD_OUT', '품절된 상품입니다.');
        const moved = number !== line.inmOptnPrdNo;
        const other = moved ? mine().find((candidate) => candidate.inmOptnPrdNo === number) : undefined;
        const result = this.cap(found.product, found.option, (other?.qty ?? 0) + Number(body.qty ?? line.qty));
        if (other) {
          other.qty = result.qty;
          this.lines = this.lines.filter((candidate) => candidate !== line);
        } else Object.assign(line, { inmOptnPrdNo: number, qty: result.qty });
        const message = moved ? '옵션이 변경되었습니다.' : '수량이 변경되었습니다.';
        return Response.json({ data: { cartLineId: (other ?? line).id, inmOptnPrdNo: number, message, ...result } });
      }
      case '/or/cart/v1/deleteCartLines': {
        const ids = body.cartLineIds as number[];
        if (!ids.every((id) => mine().some((line) => line.id === id))) return refuse(404, 'CART_LINE_NOT_FOUND', '장바구니에서 상품을 찾을 수 없습니다.');
        this.lines = this.lines.filter((line) => !ids.includes(line.id));
        return Response.json({ data: { deletedCnt: ids.length } });
      }
      case '/or/cart/v1/mergeGuestCart': {
        if (owner !== 'member') return refuse(401, 'LOGIN_REQUIRED', '로그인이 필요합니다.');
        const guest = this.lines.filter((line) => line.owner === `guest:${body.sessId}`);
        const cappedLines: unknown[] = [];
        for (const line of guest) {
          const { product, option } = find(line.inmOptnPrdNo)!;
          const target = mine().find((candidate) => candidate.inmOptnPrdNo === line.inmOptnPrdNo);
          const asked = (target?.qty ?? 0) + line.qty;
          const qty = Math.min(asked, option.stock, product.maxBuyQty);
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
        return Response.json({ data: { mergedCnt: guest.length, cappedLines, message } });
      }
      case '/dp/display/product/v1/getProductDetail': {
        const product = PRODUCTS.find((candidate) => candidate.productCode === body.productCode);
        if (!product) return refuse(404, 'PRODUCT_NOT_FOUND', '상품을 찾을 수 없습니다.');
        const options = product.options.map((option) => ({ ...option, prdCd: `NKCHA${option.inmOptnPrdNo}`, soldOutYn: option.stock === 0 ? 'Y' : 'N' }));
        return Response.json({ statusCode: 200, data: { ...product, buyRule: product.buyRule ?? 'ANY', options } });
      }
      case '/dp/display/product/v1/getProductOptionCategory': {
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
        return Response.json({ statusCode: 200, data });
      }
      default:
        return Response.json({ data: {} });
    }
  }
}
