import { escapeHtmlAttribute } from './escapeHtml.ts';
import { filterHtml } from './filterHtml.ts';
import { HTML_PROFILES, type HtmlProfileName } from './htmlProfiles.ts';
import { htmlToText } from './htmlToText.ts';
import { DEFAULT_EMBED_HOSTS } from './sanitizeEmbedUrl.ts';
import { sanitizeHeadMeta } from './sanitizeHeadMeta.ts';

/**
 * Per-call settings of {@link sanitizeHtml}.
 *
 * @example
 * const options: SanitizeHtmlOptions = { upgradeHttp: true, embedHosts: ['*.arcgis.com'] };
 */
export interface SanitizeHtmlOptions {
  /** Rewrite `http:` links and media sources to `https:` (spec 2 §5 "when requested"). Default false. */
  readonly upgradeHttp?: boolean;
  /**
   * Hosts `richTextCard` iframes may load (`host` or `*.domain`); replaces {@link DEFAULT_EMBED_HOSTS}.
   * Other profiles never keep iframes.
   */
  readonly embedHosts?: readonly string[];
}

/**
 * Sanitises user-supplied HTML for one surface (spec 2 §5, spec 3 §5). Always returns a string that is safe
 * to insert into a page as HTML, on the server (SSR) and in the browser alike: no DOM is used.
 *
 * - `noHtml`: the text only, HTML-escaped (use {@link htmlToText} for the unescaped text).
 * - `headMeta`: only allowed `<meta name|property content>` tags, one per line (a site's head content).
 * - `linksOnly`: text and `<a href title>`.
 * - `itemDescriptionStrict`: text structure, lists, tables, images; no styles, no data: images.
 * - `itemDescription`: strict plus filtered inline styles, `<font>`, figures, heading ids, `target=_blank`,
 *   `data:image` sources and `ftp:` links.
 * - `richTextCard`: item description plus audio, video and iframes from allow-listed hosts.
 *
 * @example
 * sanitizeHtml('<p onclick="x()">Hi <a href="javascript:x()">a</a><script>x()</script></p>', 'itemDescription');
 * // '<p>Hi <a>a</a></p>'
 * sanitizeHtml('<a href="http://example.org">x</a>', 'linksOnly', { upgradeHttp: true });
 * // '<a href="https://example.org">x</a>'
 */
export function sanitizeHtml(
  html: string | null | undefined,
  profile: HtmlProfileName,
  options: SanitizeHtmlOptions = {},
): string {
  const input = typeof html === 'string' ? html : '';
  const definition = HTML_PROFILES[profile];
  switch (definition.output) {
    case 'text':
      return escapeHtmlAttribute(htmlToText(input));
    case 'meta':
      return sanitizeHeadMeta(input, { upgradeHttp: options.upgradeHttp ?? false });
    case 'html':
      return filterHtml(input, definition, {
        upgradeHttp: options.upgradeHttp ?? false,
        embedHosts: options.embedHosts ?? DEFAULT_EMBED_HOSTS,
      });
  }
}
