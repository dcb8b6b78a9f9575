import { escapeHtml } from '../http/escapeHtml.ts';

/** One paragraph or link of an e-mail. */
export type MailBlock =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'link'; readonly text: string; readonly href: string }
  | { readonly kind: 'list'; readonly items: readonly { readonly text: string; readonly href: string }[] }
  | { readonly kind: 'small'; readonly text: string };

/**
 * An e-mail's plain-text and HTML bodies from the same blocks (text escaped, links absolute, the language's
 * direction set), so both say the same.
 *
 * @example
 * renderMail('en', 'ltr', [{ kind: 'text', text: 'Hello' }]);
 */
export function renderMail(lang: string, dir: string, blocks: readonly MailBlock[]): { text: string; html: string } {
  const text = blocks
    .map((block) => {
      if (block.kind === 'link') return `${block.text}:\n${block.href}`;
      if (block.kind === 'list') return block.items.map((item) => `- ${item.text}\n  ${item.href}`).join('\n');
      return block.text;
    })
    .join('\n\n');
  const body = blocks
    .map((block) => {
      if (block.kind === 'link') return `<p><a href="${escapeHtml(block.href)}">${escapeHtml(block.text)}</a></p>`;
      if (block.kind === 'list') {
        const items = block.items
          .map((item) => `<li><a href="${escapeHtml(item.href)}">${escapeHtml(item.text)}</a></li>`)
          .join('');
        return `<ul>${items}</ul>`;
      }
      if (block.kind === 'small') return `<p style="color:#4b5563;font-size:0.875em">${escapeHtml(block.text)}</p>`;
      return `<p>${escapeHtml(block.text)}</p>`;
    })
    .join('\n');
  const html = `<!doctype html><html lang="${escapeHtml(lang)}" dir="${dir === 'rtl' ? 'rtl' : 'ltr'}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2937">\n${body}\n</body></html>`;
  return { text: `${text}\n`, html };
}
