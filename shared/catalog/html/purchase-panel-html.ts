/**
 * Options with their price and stock, the quantity (1..maxBuyQty), the total and the buttons, as
 * markup (site/features/catalog/purchase.ts drives it). On mobile the total and buttons sit in a
 * bar fixed to the bottom of the screen. The buy rule decides the buttons: a 바로구매-only product
 * (the green tea club kit) has no 장바구니; a product never sold alone says so when 바로구매 is
 * pressed (purchase.ts).
 */
import { escapeHtml } from '#shared/escape-html';
import { formatWon } from '#shared/format';
import type { ProductDetail, ProductOption } from '#shared/schemas/display-calls';
import { attrs } from './attributes';

type PanelProduct = Pick<ProductDetail, 'inmPrdNo' | 'productCode' | 'saleAmt' | 'soldOutYn' | 'maxBuyQty' | 'buyRule' | 'options'>;

function optionHtml(option: ProductOption, checked: boolean): string {
  const no = escapeHtml(option.inmOptnPrdNo);
  const input = attrs({
    type: 'radio',
    name: 'inmOptnPrdNo',
    value: option.inmOptnPrdNo,
    'data-option-input': true,
    'data-live-option': option.inmOptnPrdNo,
    'data-live-field': 'soldOut',
    disabled: option.soldOutYn === 'Y',
    checked,
  });
  return (
    `<li><label class="option"><input${input}>` +
    `<span class="option__name">${escapeHtml(option.prdOptnNm)}</span><span class="option__soldout">품절</span>` +
    `<span class="option__price" data-live-option="${no}" data-live-field="saleAmt">${formatWon(option.saleAmt)}</span>` +
    `<span hidden data-live-option="${no}" data-live-field="stock" data-stock="${option.stock}"></span></label></li>`
  );
}

const RULE_NOTES = {
  DIRECT_ONLY: '녹차클럽 키트는 바로구매로만 구매할 수 있습니다.',
  CART_ONLY: '단독 구매할 수 없는 상품이에요. 장바구니에 담아 다른 상품과 함께 주문해 주세요.',
} as const;

export function purchasePanelHtml(product: PanelProduct): string {
  const soldOut = product.soldOutYn === 'Y';
  const [single] = product.options;
  const onlyOption = product.options.length === 1 && single.soldOutYn === 'N' ? single : undefined;
  const live = escapeHtml(product.inmPrdNo);
  const buyRule = product.buyRule ?? 'ANY';
  const directOnly = buyRule === 'DIRECT_ONLY';
  const note = buyRule === 'ANY' ? '' : `<p class="purchase__rule">${RULE_NOTES[buyRule]}</p>`;
  const buyable = (label: string, action: string, className: string) =>
    `<button type="button" class="${className}" data-purchase-action="${action}" data-live="${live}" data-live-field="buyable"${attrs({ disabled: soldOut })}>${label}</button>`;
  return (
    `<div class="purchase" data-purchase${attrs({ 'data-buy-rule': buyRule, 'data-product-code': product.productCode })}>` +
    `<fieldset class="purchase__options"><legend>옵션 선택</legend><ul>${product.options.map((option) => optionHtml(option, option === onlyOption)).join('')}</ul></fieldset>` +
    `<div class="purchase__qty"><span id="pd-qty-label">수량</span><div class="stepper">` +
    `<button type="button" data-qty-step="-1" aria-label="수량 줄이기">−</button>` +
    `<input type="number" inputmode="numeric" min="1" max="${product.maxBuyQty}" value="1" data-qty-input aria-labelledby="pd-qty-label">` +
    `<button type="button" data-qty-step="1" aria-label="수량 늘리기">+</button></div>` +
    `<span class="purchase__limit">최대 ${product.maxBuyQty}개</span></div>` +
    `<div class="purchase__bar"><p class="purchase__total">총 상품 금액 <strong data-purchase-total aria-live="polite">${formatWon(onlyOption?.saleAmt ?? product.saleAmt)}</strong></p>` +
    `${note}<div class="${directOnly ? 'purchase__buttons purchase__buttons--direct' : 'purchase__buttons'}">` +
    `<button type="button" class="button purchase__wish" data-wish-toggle data-inm-prd-no="${live}" aria-pressed="false" aria-label="찜하기"><span aria-hidden="true">♥</span></button>` +
    `${directOnly ? '' : buyable('장바구니', 'cart', 'button')}${buyable('바로구매', 'buy', 'button button--primary')}</div></div></div>`
  );
}
