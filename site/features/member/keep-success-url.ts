/**
 * The member screens pass on where the shopper is headed: a link marked `data-keep-success-url`
 * (login, 아이디 찾기, 비밀번호 찾기) carries this screen's `successUrl`, which the gateway makes safe.
 */
export function keepSuccessUrl(root: ParentNode, successUrl: string | undefined): void {
  if (!successUrl) return;
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[data-keep-success-url]')) {
    const url = new URL(link.getAttribute('href') ?? '', location.origin);
    url.searchParams.set('successUrl', successUrl);
    link.setAttribute('href', `${url.pathname}${url.search}`);
  }
}
