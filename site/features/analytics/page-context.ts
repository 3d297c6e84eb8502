/**
 * `page_meta` (after each route change, page type and breadcrumb are updated): the
 * first entry of every page's data layer, again after a back-forward-cache restore and when the
 * error screen takes over (both change `$page`). The previous page's unsent events follow it
 * (data-layer-handoff.ts), and this page's go on when it is hidden.
 */
import { $page, type PageInfo } from '#chrome/page';
import { handOff, takeHandoff } from '#lib/data-layer-handoff';
import { dataLayer } from '#lib/tracking';

/** The `page_meta` entry of `page`; the breadcrumb as one readable string (`홈 > 이벤트`). */
export function pageMetaEvent({ pageType, breadcrumb, isBack }: PageInfo) {
  return { event: 'page_meta', page_type: pageType, breadcrumb: breadcrumb.join(' > '), back_navigation: isBack };
}

/** Call after `startPage()`, so `$page` describes this page. */
export function startPageContext(): () => void {
  // At the very front: no tag has read the layer yet, and a page script may already have pushed.
  dataLayer().unshift(pageMetaEvent($page.get()), ...takeHandoff());
  const stop = $page.listen((page) => dataLayer().push(pageMetaEvent(page), ...takeHandoff()));
  const onPageHide = () => handOff(dataLayer());
  window.addEventListener('pagehide', onPageHide);
  return () => {
    stop();
    window.removeEventListener('pagehide', onPageHide);
  };
}
