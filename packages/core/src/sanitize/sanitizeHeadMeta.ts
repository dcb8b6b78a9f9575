import { createContentSkipper, DROPPED_WITH_CONTENT } from './contentSkipper.ts';
import { escapeHtmlAttribute } from './escapeHtml.ts';
import { tokenizeHtml } from './esriHtmlTokenizer.ts';
import { classifyMetaKey } from './metaAllowList.ts';
import { parseTagToken, type TagAttribute } from './parseTagToken.ts';
import { sanitizeUrl } from './sanitizeUrl.ts';

/** Per-call settings of {@link sanitizeHeadMeta}. */
export interface SanitizeHeadMetaOptions {
  readonly upgradeHttp?: boolean;
}

// `<head>` is only a wrapper here; everything else script-like goes with its content.
const DROPPED: ReadonlySet<string> = new Set([...DROPPED_WITH_CONTENT].filter((name) => name !== 'head'));
// Content that reads as a script URL is refused even where it is only text.
const SCRIPT_LIKE = /(?:java|vb|live)script:|data:|expression\(/i;

/**
 * The "head meta only" profile (spec 2 §5) for a site's head content: returns only the allowed `<meta>` tags,
 * one per line, each rewritten as `<meta name|property="…" content="…">`. Every other tag and all text is
 * removed; a `<meta>` with `http-equiv` (refresh, set-cookie, content-type, link) or `charset` is removed
 * whole; URL-valued keys (`og:image`, `twitter:image`, …) keep only absolute http(s) URLs.
 *
 * @example
 * sanitizeHeadMeta('<meta name="description" content="Parks"><meta http-equiv="refresh" content="0;url=javascript:x">');
 * // '<meta name="description" content="Parks">'
 */
export function sanitizeHeadMeta(html: string, options: SanitizeHeadMetaOptions = {}): string {
  const skipper = createContentSkipper(DROPPED);
  const metas: string[] = [];
  tokenizeHtml(html.replace(/\0/g, ''), {
    text: () => '',
    tag: (raw) => {
      const token = parseTagToken(raw);
      if (skipper.consume(token) || token.kind !== 'start' || token.name !== 'meta') return '';
      const meta = writeMeta(token.attributes, options.upgradeHttp ?? false);
      if (meta !== '') metas.push(meta);
      return '';
    },
  });
  return metas.join('\n');
}

function writeMeta(attributes: readonly TagAttribute[], upgradeHttp: boolean): string {
  const value = (name: string): string | undefined => attributes.find((a) => a.name === name)?.value?.trim();
  if (value('http-equiv') !== undefined || value('charset') !== undefined) return '';
  const attribute = value('name') !== undefined ? 'name' : value('property') !== undefined ? 'property' : undefined;
  const key = attribute === undefined ? undefined : value(attribute);
  const content = value('content');
  if (attribute === undefined || key === undefined || content === undefined || content === '') return '';
  const kind = classifyMetaKey(key);
  if (kind === undefined) return '';
  const checked =
    kind === 'url'
      ? sanitizeUrl(content, {
          schemes: ['https', 'http'],
          upgradeHttp,
          allowRelative: false,
          addMissingProtocol: false,
        })
      : SCRIPT_LIKE.test(content.replace(/\s+/g, ''))
        ? ''
        : content;
  if (checked === '') return '';
  return `<meta ${attribute}="${escapeHtmlAttribute(key)}" content="${escapeHtmlAttribute(checked)}">`;
}
