/**
 * The test payment window's HTML: a small PG-like screen served by the worker, with no script at
 * all (a plain form posts the shopper's choice), so it passes the shop's CSP as it is. Hono's
 * `html` template escapes every interpolated value.
 */
import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { SHOP_ICON_PATH } from '#shared/constants';
import { formatWon } from '#shared/format';
import { CARD_COMPANIES, PAY_METHOD_LOOKS } from '../pay-method-labels';
import type { WindowRequest } from './window-request';
import { WINDOW_STYLE } from './window-style';

/** The shop's self-hosted Pretendard (`site/chrome/fonts.ts`), so the window reads like the shop. */
const PRETENDARD_CSS = '/fonts/pretendard/pretendardvariable-dynamic-subset.css';

type Page = HtmlEscapedString | Promise<HtmlEscapedString>;

function layout(title: string, body: Page): Page {
  return html`<!doctype html>
    <html lang="ko">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title}</title>
        <link rel="icon" href="${SHOP_ICON_PATH}" type="image/svg+xml" />
        <link rel="stylesheet" href="${PRETENDARD_CSS}" />
        <style>
          ${raw(WINDOW_STYLE)}
        </style>
      </head>
      <body>
        <main class="pay-window" aria-labelledby="pay-title">
          <header class="pay-header">
            <h1 id="pay-title">녹차숍 테스트 결제</h1>
            <span class="pay-badge">TEST</span>
          </header>
          ${body}
        </main>
      </body>
    </html>`;
}

/** The window for one payment request. */
export function renderWindow(request: WindowRequest, formAction: string): Page {
  const look = PAY_METHOD_LOOKS[request.method];
  const cardSelect =
    request.method === 'CARD'
      ? html`<div class="pay-field">
          <label for="cardCompany">카드사 선택</label>
          <select id="cardCompany" name="cardCompany">
            ${CARD_COMPANIES.map((company) => html`<option value="${company}">${company}</option>`)}
          </select>
        </div>`
      : '';
  const hidden = (['orderId', 'orderName', 'amount', 'method', 'customerName', 'successUrl', 'failUrl'] as const).map(
    (name) => html`<input type="hidden" name="${name}" value="${String(request[name])}" />`,
  );
  return layout(
    '녹차숍 테스트 결제',
    html`<dl class="pay-summary">
        <div>
          <dt>주문명</dt>
          <dd>${request.orderName}</dd>
        </div>
        ${
          request.customerName
            ? html`<div>
                <dt>주문자</dt>
                <dd>${request.customerName}</dd>
              </div>`
            : ''
        }
        <div>
          <dt>결제수단</dt>
          <dd><span class="pay-method" style="background:${look.background};color:${look.color}">${look.label}</span></dd>
        </div>
        <div class="pay-amount">
          <dt>결제금액</dt>
          <dd>${formatWon(request.amount)}</dd>
        </div>
      </dl>
      <form method="post" action="${formAction}" class="pay-form">
        ${hidden} ${cardSelect}
        <p class="pay-notice" role="note">테스트 결제입니다. 실제로 결제되지 않으며 돈이 빠져나가지 않습니다.</p>
        <button type="submit" name="action" value="approve" class="pay-approve">결제하기</button>
        <div class="pay-secondary">
          <button type="submit" name="action" value="fail">결제 실패 테스트</button>
          <button type="submit" name="action" value="cancel">취소</button>
        </div>
      </form>`,
  );
}

/** The window's answer to a request it cannot serve. */
export function renderWindowError(message: string): Page {
  return layout(
    '결제창 오류 | 녹차숍',
    html`<section class="pay-error" role="alert">
        <h2>결제창을 열 수 없습니다</h2>
        <p>${message}</p>
      </section>
      <p class="pay-links"><a href="/kr/ko/or/order-cart">장바구니로 돌아가기</a> · <a href="/kr/ko">메인</a></p>`,
  );
}
