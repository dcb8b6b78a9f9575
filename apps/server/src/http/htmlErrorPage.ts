import { escapeHtml } from './escapeHtml.ts';
/** The policy of an error page: it has no script, style, image or form at all. */
export const ERROR_PAGE_CSP = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

const TITLES: Readonly<Record<number, string>> = {
  400: 'Bad request',
  404: 'Page not found',
  413: 'Request too large',
  500: 'Something went wrong',
  503: 'The server is busy',
};

/**
 * The HTML answered where a page cannot be drawn by the web app: a request refused before it reaches the renderer (a
 * malformed address, load shed by admission control) or an error nothing else handled. Plain semantic markup with
 * nothing inline to allow, so it is served under {@link ERROR_PAGE_CSP}; the text is escaped.
 *
 * @example
 * new Response(htmlErrorPage(503, 'The server is busy. Try again in a moment.'), { status: 503 });
 */
export function htmlErrorPage(status: number, message: string): string {
  const title = TITLES[status] ?? (status >= 500 ? TITLES[500]! : TITLES[400]!);
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title></head>`,
    `<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a href="/">Home</a></p></main></body>`,
    '</html>',
  ].join('\n');
}

/**
 * A complete error response for a page: the document, its status, no caching, and the strict policy.
 *
 * @example
 * return htmlErrorResponse(400, 'The address of this page is not valid.');
 */
export function htmlErrorResponse(status: number, message: string, headers: Readonly<Record<string, string>> = {}) {
  return new Response(htmlErrorPage(status, message), {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': ERROR_PAGE_CSP,
      ...headers,
    },
  });
}
