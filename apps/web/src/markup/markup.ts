import { htmlToText, renderMarkdown, sanitizeHtml } from '@plaza/core';

/**
 * What a page's view uses to turn authored text (descriptions, markdown cards, footers, head content) into safe HTML
 * or plain text: the sanitiser and the markdown renderer. They are the heaviest code a public page would run at
 * start-up (marked builds its rules, the sanitiser its allow-lists), and only loaders need them — the browser
 * hydrates the HTML the server already made — so public code reaches them through {@link loadMarkup}.
 *
 * @example
 * const html = markup.sanitizeHtml(item.description ?? '', 'itemDescription');
 */
export const markup = { htmlToText, renderMarkdown, sanitizeHtml } as const;

/** The sanitiser and markdown renderer, passed to the view builders that need them. */
export type Markup = typeof markup;
