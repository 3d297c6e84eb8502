/**
 * The customer centre's bodies as markup (issue 12 §1, migration 0023): plain text whose blank lines
 * separate paragraphs, whose `## ` lines are headings and whose `- ` lines are list items. Every
 * character of the text is escaped, so an operator's text can never become markup or script.
 */
import { escapeHtml } from '../escape-html';

/** `text` as paragraphs, `<h3>` headings and `<ul>` lists; a single line break stays a `<br>`. */
export function plainTextHtml(text: string): string {
  const blocks: string[] = [];
  let list: string[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) blocks.push(`<p>${paragraph.map(escapeHtml).join('<br>')}</p>`);
    if (list.length > 0) blocks.push(`<ul>${list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`);
    paragraph = [];
    list = [];
  };
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (line === '') flush();
    else if (line.startsWith('## ')) {
      flush();
      blocks.push(`<h3>${escapeHtml(line.slice(3))}</h3>`);
    } else if (line.startsWith('- ')) {
      if (paragraph.length > 0) flush();
      list.push(line.slice(2));
    } else {
      if (list.length > 0) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks.join('');
}
