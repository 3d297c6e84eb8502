/** 홈 › category › subcategory as markup (catalog.css styles it): where a page sits in the catalog, each level a link. */
import { escapeHtml } from '#shared/escape-html';
import type { Crumb } from '#shared/seo/json-ld';

export function breadcrumbHtml(crumbs: readonly Crumb[]): string {
  const items = crumbs.map((crumb, index) => {
    const current = index === crumbs.length - 1 ? ' aria-current="page"' : '';
    return `<li><a href="${escapeHtml(crumb.path)}"${current}>${escapeHtml(crumb.name)}</a></li>`;
  });
  return `<nav class="breadcrumb" aria-label="현재 위치"><ol>${items.join('')}</ol></nav>`;
}
