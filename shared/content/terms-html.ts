/**
 * A terms document or a customer-centre page as markup, drawn by the worker into the
 * static pages' content slot from D1 on each view (ADR 023): the date it took effect, a GET form
 * that chooses another version (so every version has a URL and no script is needed), a table of
 * contents for long documents, and the body. Everything is escaped.
 */
import { dayHtml, dayText } from './pager-html';
import { escapeHtml } from '../escape-html';
import { headingsOf, plainTextHtml } from './plain-text-html';
import type { ContentDocument } from '../schemas/terms-calls';

/** The query parameter that names the version shown. */
export const VERSION_PARAM = 'version';
/** Documents with at least this many sections get a table of contents. */
const TOC_MIN = 4;
const ANCHORS = 'tnc';

/** Versions carry a day (yyyyMMdd); the shared helpers read a date-time. */
const day = (yyyyMMdd: string) => dayText(`${yyyyMMdd}000000`);
const dated = (yyyyMMdd: string) => dayHtml(`${yyyyMMdd}000000`);

function versionForm(doc: ContentDocument, path: string): string {
  const label = escapeHtml(`${doc.dateLabel} 선택`);
  const options = doc.versions
    .map(
      (version) =>
        `<option value="${version.versionNo}"${version.versionNo === doc.version.versionNo ? ' selected' : ''}>` +
        `${day(version.effectiveDt)}${version.versionNo === doc.currentVersionNo ? ' (최신)' : ''}</option>`,
    )
    .join('');
  return (
    `<form class="terms-versions" method="get" action="${escapeHtml(path)}"><label for="terms-version">${label}</label>` +
    `<select id="terms-version" name="${VERSION_PARAM}">${options}</select><button type="submit" class="button">보기</button></form>`
  );
}

function tableOfContents(body: string): string {
  const headings = headingsOf(body);
  if (headings.length < TOC_MIN) return '';
  const items = headings.map((heading, index) => `<li><a href="#${ANCHORS}-${index + 1}">${escapeHtml(heading)}</a></li>`).join('');
  return `<nav class="terms-toc" aria-label="목차"><details><summary>목차 보기</summary><ol>${items}</ol></details></nav>`;
}

/**
 * `doc` as it is shown at `path` (the page's own path, the version form's target). `titled` draws
 * the document's title as an `<h2>` (and its sections one level down) on pages whose own heading is
 * generic, such as `/cu/tnc/{id}`.
 */
export function termsHtml(doc: ContentDocument, path: string, { titled = false } = {}): string {
  const earlier = doc.version.versionNo !== doc.currentVersionNo;
  const title = titled ? `<h2 class="terms-doc__title">${escapeHtml(doc.title)}</h2>` : '';
  const past = earlier
    ? `<p class="terms-past" role="note">이전 버전을 보고 계십니다. <a href="${escapeHtml(path)}">최신 ${escapeHtml(doc.title)} 보기</a></p>`
    : '';
  return (
    `<div class="terms-doc prose">${title}<div class="terms-meta">` +
    `<p class="terms-meta__date">${escapeHtml(doc.dateLabel)} ${dated(doc.version.effectiveDt)}</p>` +
    `${doc.versions.length > 1 ? versionForm(doc, path) : ''}</div>${past}${tableOfContents(doc.version.body)}` +
    `<div class="terms-doc__body">${plainTextHtml(doc.version.body, { top: titled ? 3 : 2, anchors: ANCHORS })}</div></div>`
  );
}
