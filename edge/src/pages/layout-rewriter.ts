/**
 * Turns a built page into the variant one visitor gets: the other layout's markup removed,
 * `<html>` told its layout and environment, and the system screens' details filled in.
 * Text goes in through HTMLRewriter's text API, which escapes it.
 */
import type { DeviceInfo, Layout } from '#shared/device';
import type { PageTags } from '#shared/third-party-tags';
import type { ViewTokenMinter } from '../rum/view-token';
import { withAppDownloadLinks } from './app-download-links';

export interface VariantOptions {
  device: DeviceInfo;
  environment: string;
  deviceRefresh: boolean;
  /** The configured third-party tags, for the page's idle loader; none means no attribute. */
  tags?: PageTags;
  /** Signs this page view's real-user speed token (`data-rum-token`); none means no beacon is sent. */
  rumViewToken?: ViewTokenMinter;
  /** The configured customer centre phone and hours, for every `[data-cs-phone]` and `[data-cs-hours]`. */
  cs?: { phone: string; hours: string };
  /** For the 404 screen: the message with the requested path. */
  notFoundMessage?: string;
  /** For the error screen: what failed; the stack is left out in production. */
  error?: { status: number; message: string; stack?: string; traceId: string };
}

/**
 * The attributes the rewrite below acts on, besides `<html>` itself: markup with none of them
 * comes through it unchanged, so it can be put into a shell already rewritten for the visitor.
 */
const REWRITTEN_ATTRIBUTES = [
  'data-only',
  'data-open-on-pc',
  'data-web-only',
  'data-app-download',
  'data-cs-phone',
  'data-cs-hours',
  'data-not-found-message',
  'data-error-',
];

/** Whether `markup` (a part of a page, never a whole document) is the same in every layout. */
export function isLayoutNeutral(markup: string): boolean {
  return !REWRITTEN_ATTRIBUTES.some((name) => markup.includes(name));
}

export function otherLayout(layout: Layout): Layout {
  return layout === 'pc' ? 'mobile' : 'pc';
}

/** Rewrites an HTML response for one visitor; the body streams through. */
export function renderVariant(response: Response, options: VariantOptions, status = response.status): Response {
  const { device } = options;
  let rewriter = new HTMLRewriter()
    .on('html', {
      async element(element) {
        element.setAttribute('data-layout', device.layout);
        element.setAttribute('data-env', options.environment);
        element.setAttribute('data-channel', String(device.channel));
        if (device.isApp) element.setAttribute('data-app', device.appVersion ?? '');
        if (options.deviceRefresh) element.setAttribute('data-device-refresh', 'true');
        if (options.tags && Object.keys(options.tags).length > 0) element.setAttribute('data-tags', JSON.stringify(options.tags));
        // Minted per answer, never built in: each page view gets its own (docs/operator-speed.md).
        const rumToken = await options.rumViewToken?.(element.getAttribute('data-page-type'));
        if (rumToken) element.setAttribute('data-rum-token', rumToken);
      },
    })
    .on(`[data-only="${otherLayout(device.layout)}"]`, {
      element(element) {
        element.remove();
      },
    });
  if (device.layout === 'pc') {
    // A PC screen has room for what a phone folds away (the search filters).
    rewriter = rewriter.on('details[data-open-on-pc]', {
      element(element) {
        element.setAttribute('open', '');
      },
    });
  }
  if (device.isApp) {
    // Links the app cannot follow: for example back to pages its version gate redirects.
    rewriter = rewriter.on('[data-web-only]', {
      element(element) {
        element.remove();
      },
    });
  }
  rewriter = withAppDownloadLinks(rewriter, device);
  if (options.cs) rewriter = withCustomerCentre(rewriter, options.cs);
  const { notFoundMessage, error } = options;
  if (notFoundMessage !== undefined) {
    rewriter = rewriter.on('[data-not-found-message]', {
      element(element) {
        element.setInnerContent(notFoundMessage);
      },
    });
  }
  if (error) {
    // Only the screen in <main>; the copy kept in <template> for islands stays empty.
    const fill = (text: string) => ({
      element(element: Element) {
        element.setInnerContent(text);
      },
    });
    rewriter = rewriter
      .on('main [data-error-status]', fill(String(error.status)))
      .on('main [data-error-message]', fill(`${error.message} (trace ${error.traceId})`))
      .on('main [data-error-stack]', fill(error.stack ?? ''));
  }
  const headers = new Headers(response.headers);
  headers.set('Content-Type', 'text/html; charset=utf-8');
  headers.delete('Content-Length');
  headers.delete('ETag');
  const transformed = rewriter.transform(response);
  return new Response(transformed.body, { status, headers });
}

/** The configured centre phone (a `tel:` link keeps dialing it) and hours in place of the built ones. */
function withCustomerCentre(rewriter: HTMLRewriter, cs: { phone: string; hours: string }): HTMLRewriter {
  return rewriter
    .on('[data-cs-phone]', {
      element(element) {
        element.setInnerContent(cs.phone);
        if (element.tagName === 'a') element.setAttribute('href', `tel:${cs.phone}`);
      },
    })
    .on('[data-cs-hours]', {
      element(element) {
        element.setInnerContent(cs.hours);
      },
    });
}
