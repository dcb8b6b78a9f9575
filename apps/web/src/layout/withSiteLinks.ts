/**
 * Sanitised HTML whose root-relative links (`href="/search"`) get the site's base path, so Markdown written for a
 * site works in the enterprise form too. Only attribute values the sanitiser wrote (double-quoted) are touched.
 *
 * @example
 * withSiteLinks('<a href="/search">x</a>', '/apps/sites/data'); // '<a href="/apps/sites/data/search">x</a>'
 */
export function withSiteLinks(html: string, basePath: string): string {
  if (!basePath) return html;
  return html.replace(/(<a\b[^>]*?\shref=")\/(?!\/)/g, `$1${basePath}/`);
}
