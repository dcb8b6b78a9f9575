import { Marked } from 'marked';
import { sanitizeHtml, type SanitizeHtmlOptions } from '../sanitize/sanitizeHtml.ts';
import { looseHtmlTag } from './looseHtmlTag.ts';

// One private instance: `marked.use()` elsewhere cannot change how cards render. GitHub-flavoured Markdown
// (tables, strikethrough, autolinks); single newlines stay soft breaks, as in the portal's editors. Tags are
// read as a browser reads them (looseHtmlTag), so hostile sloppy HTML is removed rather than shown as text.
const markdown = new Marked({ gfm: true, breaks: false, extensions: [looseHtmlTag] });

/**
 * Renders a markdown card's Markdown to HTML and sanitises it with the `richTextCard` profile (ADR 0073).
 * Raw HTML inside the Markdown is allowed and goes through the same sanitiser, so the result is always safe
 * to insert as HTML, on the server and in the browser (marked is pure JavaScript: no DOM, no `node:*`).
 *
 * @example
 * renderMarkdown('# Parks\n\nOpen **daily**. [Map](/maps/abc) <script>alert(1)</script>');
 * // '<h1>Parks</h1>\n<p>Open <strong>daily</strong>. <a href="/maps/abc">Map</a> </p>\n'
 */
export function renderMarkdown(source: string | null | undefined, options: SanitizeHtmlOptions = {}): string {
  if (typeof source !== 'string' || source.trim() === '') return '';
  const html = markdown.parse(source, { async: false });
  return sanitizeHtml(html, 'richTextCard', options);
}
