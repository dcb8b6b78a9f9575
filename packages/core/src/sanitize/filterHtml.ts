import { decodeHTML } from 'entities';
import { BLOCK_ELEMENTS } from './blockElements.ts';
import { createContentSkipper, DROPPED_WITH_CONTENT } from './contentSkipper.ts';
import { createElementStack, type ElementStack } from './elementStack.ts';
import { escapeHtmlAttribute, escapeHtmlText } from './escapeHtml.ts';
import { tokenizeHtml } from './esriHtmlTokenizer.ts';
import type { HtmlProfile } from './htmlProfiles.ts';
import { parseTagToken, type TagAttribute } from './parseTagToken.ts';
import { sanitizeAttribute, type AttributeContext } from './sanitizeAttribute.ts';
import { sanitizeEmbedUrl } from './sanitizeEmbedUrl.ts';
import { keepComments } from './keepComments.ts';
import { withoutUnterminatedTag } from './withoutUnterminatedTag.ts';

/** Per-call settings of {@link filterHtml}. */
export interface FilterHtmlOptions {
  readonly upgradeHttp: boolean;
  readonly embedHosts: readonly string[];
}

/**
 * Sanitises markup with an `html` profile: tokenizes with the ArcGIS sanitizer, keeps the profile's tags and
 * attributes (each value checked by its rule), drops script-like elements with their content, re-escapes all
 * text, keeps comments made inert where the profile allows them (spec 3 §5) and writes balanced markup (ADR 0071).
 * The output is a fragment safe to put in a page as HTML.
 *
 * @example
 * filterHtml('<p onclick="x()">Hi<script>x()</script>', HTML_PROFILES.itemDescription, options); // '<p>Hi</p>'
 */
export function filterHtml(html: string, profile: HtmlProfile, options: FilterHtmlOptions): string {
  const stack = createElementStack();
  const skipper = createContentSkipper(DROPPED_WITH_CONTENT);
  const context: AttributeContext = { profile, upgradeHttp: options.upgradeHttp };
  const kept = profile.comments ? keepComments(html.replace(/\0/g, '')) : undefined;
  const body = tokenizeHtml(kept ? kept.markup : html.replace(/\0/g, ''), {
    text: (raw) =>
      skipper.skipping() ? '' : (kept?.restore ?? String)(escapeHtmlText(decodeHTML(withoutUnterminatedTag(raw)))),
    tag: (raw) => {
      const token = parseTagToken(raw);
      const embed = token.kind === 'start' && token.name === 'iframe' && profile.tags.iframe !== undefined;
      if (embed && !skipper.skipping()) {
        skipper.skip('iframe');
        return writeIframe(token.attributes, stack, context, options.embedHosts);
      }
      if (skipper.consume(token)) return '';
      switch (token.kind) {
        case 'text':
          return escapeHtmlText(decodeHTML(raw));
        case 'bogus':
          return '';
        case 'end':
          if (profile.tags[token.name] === undefined) return separator(token.name);
          return stack.close(token.name);
        case 'start':
          return writeStart(token.name, token.attributes, stack, context);
      }
    },
  });
  return body + stack.closeAll();
}

function writeStart(
  name: string,
  attributes: readonly TagAttribute[],
  stack: ElementStack,
  context: AttributeContext,
): string {
  if (context.profile.tags[name] === undefined) return separator(name);
  const written = attributes.map((attribute) => sanitizeAttribute(name, attribute, context)).join('');
  // An image or media source whose URL was refused points nowhere: drop it.
  if ((name === 'img' || name === 'source') && !written.includes(' src="')) return '';
  const { closes, accepted } = stack.open(name);
  if (!accepted) return closes;
  const rel = name === 'a' && written.includes(' target="_blank"') ? ' rel="noopener noreferrer"' : '';
  return `${closes}<${name}${written}${rel}>`;
}

// An iframe is written complete (<iframe …></iframe>) and its content skipped, or dropped with its content
// when its source is not an allowed embed host.
function writeIframe(
  attributes: readonly TagAttribute[],
  stack: ElementStack,
  context: AttributeContext,
  hosts: readonly string[],
): string {
  const src = sanitizeEmbedUrl(attributes.find((a) => a.name === 'src')?.value ?? '', hosts);
  if (src === '') return '';
  const { closes, accepted } = stack.open('iframe');
  if (!accepted) return closes;
  const others = attributes.filter((a) => a.name !== 'src');
  const written = others.map((attribute) => sanitizeAttribute('iframe', attribute, context)).join('');
  const title = written.includes(' title="') ? '' : ` title="${escapeHtmlAttribute(new URL(src).hostname)}"`;
  const fixed =
    ' loading="lazy" referrerpolicy="strict-origin-when-cross-origin"' +
    ' sandbox="allow-scripts allow-same-origin allow-popups allow-presentation"';
  return `${closes}<iframe src="${escapeHtmlAttribute(src)}"${written}${title}${fixed}>${stack.close('iframe')}`;
}

// A removed block element leaves a space, so the words on either side stay apart.
function separator(name: string): string {
  return BLOCK_ELEMENTS.has(name) ? ' ' : '';
}
