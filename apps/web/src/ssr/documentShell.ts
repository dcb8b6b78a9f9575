import { MARK_CONSENT_CHOSEN } from '../telemetry/consentChosenMark.ts';
import { startScriptsAfterPaint } from './startScriptsAfterPaint.ts';

/** The parts of the HTML document around the rendered app. */
export interface DocumentParts {
  readonly lang: string;
  readonly dir: 'ltr' | 'rtl';
  readonly title: string;
  readonly description: string;
  readonly appHtml: string;
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
  readonly preloads: readonly string[];
  readonly headHtml: string;
  /** `@font-face` rules (bundled files) and the font files to preload. */
  readonly fontFacesCss?: string;
  readonly fontPreloads?: readonly string[];
  /** The page's Content-Security-Policy nonce, on every script and style element this shell writes. */
  readonly nonce?: string;
  /** The numbers and dates the server formatted while rendering (`recordFormats`), for the browser to reuse. */
  readonly formats?: Readonly<Record<string, string>>;
}

/** The id of the data block that carries the page's recorded formats. */
export const FORMATS_ELEMENT_ID = 'plaza-formats';

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Writes the whole HTML document; the app is rendered into `#root` and hydrated there. */
export function documentShell(parts: DocumentParts): string {
  const attr = (value: string): string => escapeHtml(value);
  const nonce = parts.nonce ? ` nonce="${attr(parts.nonce)}"` : '';
  return [
    '<!doctype html>',
    `<html lang="${attr(parts.lang)}" dir="${parts.dir}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(parts.title)}</title>`,
    `<meta name="description" content="${attr(parts.description)}">`,
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    ...(parts.fontPreloads ?? []).map(
      (href) => `<link rel="preload" href="${attr(href)}" as="font" type="font/woff2" crossorigin>`,
    ),
    parts.fontFacesCss ? `<style id="plaza-fonts"${nonce}>${parts.fontFacesCss}</style>` : '',
    ...parts.styles.map((href) => `<link rel="stylesheet" href="${attr(href)}">`),
    parts.headHtml,
    // The modules start once the page has shown its content (ADR 0214); Zod is made jitless before any of them, and a
    // visitor who already made their privacy choice is marked before the consent banner could show.
    parts.scripts.length
      ? `<script${nonce}>${MARK_CONSENT_CHOSEN}${startScriptsAfterPaint(parts.scripts, parts.preloads)}</script>`
      : '',
    '</head>',
    '<body>',
    `<div id="root">${parts.appHtml}</div>`,
    // A data block, never run (its nonce only keeps "every script element carries the nonce" true): `<` escaped so no
    // string in it can end the element.
    parts.formats && Object.keys(parts.formats).length
      ? `<script type="application/json" id="${FORMATS_ELEMENT_ID}"${nonce}>${JSON.stringify(parts.formats).replace(/</g, '\\u003c')}</script>`
      : '',
    '</body>',
    '</html>',
  ]
    .filter(Boolean)
    .join('\n');
}
