/**
 * What the WebKit journeys need from the shop besides the browser: a new member joined through
 * the member gateway (the SMS code read from the embedded outbox), a product with options to
 * choose from, and finding controls the way a shopper names them.
 */
import { join } from 'node:path';
import type { ChainablePromiseElement } from 'webdriverio';
import type { ProductDetail } from '#shared/schemas/display-calls';
import { joinBody, smsCodeIn, smsOutboxPath, uniqueMember, type Member } from '#tests/members';
import { RESULTS_DIR, type Device, type WebKit } from './webkit';

export type { Member };

/** A member no other run or device uses. */
export const newMember = (device: Device): Member => uniqueMember(`wk${device.name.replace(/[^a-z]/g, '').slice(0, 5)}`, '김사파리');

/** `fetch` against the worker that keeps the gateway's cookies between calls, as a browser would. */
function gatewayClient(baseURL: string) {
  let cookies = '';
  return async (path: string, init: { method?: string; body?: object } = {}) => {
    const response = await fetch(new URL(path, baseURL), {
      method: init.method ?? (init.body ? 'POST' : 'GET'),
      headers: { 'content-type': 'application/json', cookie: cookies },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
    const set = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
    if (set.length > 0) cookies = [cookies, ...set].filter(Boolean).join('; ');
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    return response.json() as Promise<Record<string, unknown>>;
  };
}

/** Joins `member` through the gateway with the code texted to their number. */
export async function joinByApi(baseURL: string, member: Member): Promise<void> {
  const call = gatewayClient(baseURL);
  await call('/member/sms/send', { body: { mobile: member.mobile } });
  const { messages } = (await call(smsOutboxPath(member.mobile))) as { messages: { body: string }[] };
  await call('/member/?processType=join', { body: joinBody(member, smsCodeIn(messages[0].body)) });
}

/** A 스킨케어 product sold freely with more than one option in stock, and the option to choose. */
export async function productWithOptions(baseURL: string): Promise<{ product: ProductDetail; optionName: string }> {
  const display = (verb: string, body: object) =>
    fetch(new URL(`/api/dp/display/product/v1/${verb}`, baseURL), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
      .then((response) => response.json() as Promise<{ data: unknown }>)
      .then((answer) => answer.data);
  const list = (await display('getProductList', { catNm: '스킨케어', size: 40 })) as { items: { productCode: string }[] };
  for (const card of list.items) {
    const product = (await display('getProductDetail', { productCode: card.productCode })) as ProductDetail;
    const inStock = product.options.filter((option) => option.soldOutYn === 'N' && option.stock >= 10);
    if ((product.buyRule ?? 'ANY') === 'ANY' && inStock.length >= 2) return { product, optionName: inStock[1].prdOptnNm };
  }
  throw new Error('no 스킨케어 product with two options in stock');
}

/** Where an element is looked for: the page, or inside an element. */
type Scope = WebKit | WebdriverIO.Element | ChainablePromiseElement;

const quoted = (text: string) => (text.includes("'") ? `"${text}"` : `'${text}'`);

/** A button by its whole text or its aria-label, inside `scope`. */
export function button(scope: Scope, name: string) {
  const q = quoted(name);
  return scope.$(`.//*[self::button or @role='button'][normalize-space()=${q} or @aria-label=${q}]`);
}

/** A button whose text contains `text` ("주문하기 (선택 1개)" for "주문하기"). */
export function buttonWith(scope: Scope, text: string) {
  return scope.$(`.//button[contains(normalize-space(), ${quoted(text)})]`);
}

/** A `<label>` whose text contains `text`: a radio or checkbox is chosen by clicking it. */
export function labelWith(scope: Scope, text: string) {
  return scope.$(`.//label[contains(normalize-space(), ${quoted(text)})]`);
}

/** A heading (h1 to h3) with exactly this text. */
export function heading(scope: Scope, text: string) {
  return scope.$(`.//*[self::h1 or self::h2 or self::h3][normalize-space()=${quoted(text)}]`);
}

/** A link by its text or aria-label. */
export function link(scope: Scope, name: string) {
  const q = quoted(name);
  return scope.$(`.//a[normalize-space()=${q} or @aria-label=${q}]`);
}

/**
 * The text of every element `selector` finds. Read in the page: WPEWebDriver's element text is
 * empty for the line-clamped product names.
 */
export function textsOf(browser: WebKit, selector: string): Promise<string[]> {
  return browser.execute((css) => [...document.querySelectorAll(css)].map((element) => element.textContent?.trim() ?? ''), selector);
}

/** The form control a `<label>` with exactly this text names, inside `scope`. */
export async function labelled(scope: Scope, name: string) {
  const label = await scope.$(`.//label[normalize-space()=${quoted(name)}]`);
  await label.waitForExist();
  const id = await label.getAttribute('for');
  return id ? scope.$(`.//*[@id=${quoted(id)}]`) : label.$('.//input|.//select|.//textarea');
}

/** A dialog by its accessible name (its aria-label or the text of its aria-labelledby). */
export async function dialog(browser: WebKit, name: string) {
  const found = browser.$(
    `//*[(@role='dialog' or @role='alertdialog') and (@aria-label=${quoted(name)} or @aria-labelledby=//*[normalize-space()=${quoted(name)}]/@id)]`,
  );
  await found.waitForDisplayed();
  return found;
}

/**
 * Clicks `element` as a shopper taps it: scrolled to the middle of the screen first, since
 * WebDriver's own scrolling stops at the edge, where the phone's fixed purchase bar covers it.
 */
export async function tap(element: ChainablePromiseElement | WebdriverIO.Element): Promise<void> {
  const found = 'getElement' in element ? await element.getElement() : element;
  await found.waitForExist();
  await found.execute((target) => target.scrollIntoView({ block: 'center' }), found);
  await found.click();
}

/**
 * Opens `url` and waits for its load event, as Playwright's goto does: WPEWebDriver's navigation
 * answers once the document is parsed, before its images and late scripts.
 */
export async function open(browser: WebKit, url: URL): Promise<void> {
  await browser.url(url.href);
  await browser.waitUntil(
    async () => {
      const [href, state] = await browser.execute(() => [location.href, document.readyState]);
      return new URL(href).pathname === url.pathname && state === 'complete';
    },
    { timeoutMsg: `${url.pathname} did not load` },
  );
}

/** Waits until the page's path (and query, when given) is `path`. */
export async function waitForPath(browser: WebKit, test: (url: URL) => boolean, what: string): Promise<URL> {
  let url = new URL(await browser.getUrl());
  await browser.waitUntil(async () => test((url = new URL(await browser.getUrl()))), { timeoutMsg: `waited for ${what}, still at ${url.href}` });
  return url;
}

/**
 * The darkest channel value on the outermost ring of pixels of `element`'s screenshot (255 is
 * white): a field drawn without a frame of its own shows its surroundings there. The PNG is read
 * by the page's own canvas, so no image library is needed.
 */
export async function darkestEdge(browser: WebKit, element: WebdriverIO.Element): Promise<number> {
  const png = await browser.takeElementScreenshot(element.elementId);
  return browser.execute(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    [canvas.width, canvas.height] = [image.width, image.height];
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const { data: pixels, width, height } = context.getImageData(0, 0, image.width, image.height);
    let darkest = 255;
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        if (x > 0 && y > 0 && x < width - 1 && y < height - 1) continue;
        const at = (y * width + x) * 4;
        darkest = Math.min(darkest, pixels[at], pixels[at + 1], pixels[at + 2]);
      }
    }
    return darkest;
  }, png);
}

/** A screenshot of what the shopper sees now, kept as test-results/webkit/<device>-<step>.png. */
export async function snapshot(browser: WebKit, device: Device, step: string): Promise<void> {
  await browser.saveScreenshot(join(RESULTS_DIR, `${device.name}-${step}.png`));
}
