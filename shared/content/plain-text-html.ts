/**
 * The bodies an operator writes in D1 as markup (migrations 0023 and 0024): plain
 * text with a little structure, never stored HTML. Every character of the text is escaped, so an
 * operator's text can never become markup or script.
 *
 * - A blank line ends a paragraph; a single line break stays a `<br>`.
 * - `# ` and `## ` lines are headings (`<h2>` and `<h3>`, one level lower with `top: 3`).
 * - `- ` lines are a bulleted list, `1. ` lines a numbered one (numbered from the first item's number).
 * - `[표] 캡션` followed by `| a | b |` rows is a table: the first row heads the columns, the first
 *   cell of each other row heads its row; a `|---|` row is skipped.
 * - `[글](/kr/ko/…)` and `[글](https://…)` are links; any other address stays text.
 */
import { escapeHtml } from '../escape-html';

interface PlainTextOptions {
  /** The level of `# ` headings (`## ` is one lower); 2 unless the page already uses `<h2>` above. */
  top?: 2 | 3;
  /** When set, `# ` headings get the ids `{anchors}-1`, `{anchors}-2`, … for a table of contents. */
  anchors?: string;
}

type Block = { kind: 'p' | 'ul' | 'ol'; lines: string[]; start: number } | { kind: 'table'; caption: string; rows: string[][] };

const NUMBERED = /^(\d{1,3})\.\s+(.*)$/;
const LINK = /\[([^\]\n]+)\]\(([^()\s]+)\)/g;
const SAFE_HREF = /^(\/(?!\/)|https:\/\/)/;
const TABLE_RULE = /^\|[\s:|-]*$/;

/** One line of text, escaped, with its `[글](주소)` links. */
function inlineHtml(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, label, href] = match;
    html += escapeHtml(text.slice(last, match.index));
    html += SAFE_HREF.test(href) ? `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>` : escapeHtml(whole);
    last = match.index + whole.length;
  }
  return html + escapeHtml(text.slice(last));
}

/** The text of the `# ` headings, in order: what a table of contents lists. */
export function headingsOf(text: string): string[] {
  return lines(text).flatMap((line) => (line.startsWith('# ') ? [line.slice(2).trim()] : []));
}

const lines = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trim());
const cellsOf = (row: string) =>
  row
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => cell.trim());

function tableHtml(caption: string, [head = [], ...body]: string[][]): string {
  const name = escapeHtml(caption || '표');
  const columns = head.map((cell) => `<th scope="col">${inlineHtml(cell)}</th>`).join('');
  const rows = body.map(
    (row) => `<tr>${row.map((cell, index) => (index === 0 ? `<th scope="row">${inlineHtml(cell)}</th>` : `<td>${inlineHtml(cell)}</td>`)).join('')}</tr>`,
  );
  // Four columns or more keep their width and scroll sideways inside a focusable, named region.
  const wide = head.length >= 4 ? ' class="wide"' : '';
  return (
    `<div class="table-scroll" role="region" aria-label="${name}" tabindex="0"><table${wide}>` +
    (caption ? `<caption class="visually-hidden">${name}</caption>` : '') +
    `<thead><tr>${columns}</tr></thead><tbody>${rows.join('')}</tbody></table></div>`
  );
}

function blockHtml(block: Block): string {
  if (block.kind === 'table') return tableHtml(block.caption, block.rows);
  if (block.kind === 'p') return `<p>${block.lines.map(inlineHtml).join('<br>')}</p>`;
  const items = block.lines.map((line) => `<li>${inlineHtml(line)}</li>`).join('');
  if (block.kind === 'ul') return `<ul>${items}</ul>`;
  return `<ol${block.start === 1 ? '' : ` start="${block.start}"`}>${items}</ol>`;
}

/** `text` as paragraphs, headings, lists, tables and links (see the module comment). */
export function plainTextHtml(text: string, options: PlainTextOptions = {}): string {
  const top = options.top ?? 2;
  const html: string[] = [];
  // Cast, so that the closures' assignments are not narrowed away.
  let block = null as Block | null;
  let headings = 0;
  const flush = () => {
    if (block) html.push(blockHtml(block));
    block = null;
  };
  const add = (kind: 'p' | 'ul' | 'ol', line: string, start = 1) => {
    if (block?.kind !== kind) {
      flush();
      block = { kind, lines: [], start };
    }
    block.lines.push(line);
  };
  for (const line of lines(text)) {
    const numbered = NUMBERED.exec(line);
    if (line === '') flush();
    else if (line.startsWith('# ') || line.startsWith('## ')) {
      flush();
      const sub = line.startsWith('## ');
      const id = !sub && options.anchors ? ` id="${escapeHtml(options.anchors)}-${++headings}"` : '';
      const level = sub ? top + 1 : top;
      html.push(`<h${level}${id}>${inlineHtml(line.slice(sub ? 3 : 2))}</h${level}>`);
    } else if (line.startsWith('[표] ')) {
      flush();
      block = { kind: 'table', caption: line.slice(4).trim(), rows: [] };
    } else if (line.startsWith('|')) {
      if (block?.kind !== 'table') {
        flush();
        block = { kind: 'table', caption: '', rows: [] };
      }
      if (!TABLE_RULE.test(line)) block.rows.push(cellsOf(line));
    } else if (line.startsWith('- ')) add('ul', line.slice(2));
    else if (numbered) add('ol', numbered[2], Number(numbered[1]));
    else add('p', line);
  }
  flush();
  return html.join('');
}
