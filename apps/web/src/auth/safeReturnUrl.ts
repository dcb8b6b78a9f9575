/**
 * The page to send someone back to after signing in or out: an address on this origin, never the sign-in pages
 * themselves (which would loop), else the origin's home. Anything from a URL or another window goes through here,
 * so sign-in can never be used to send a visitor to another site.
 *
 * @example
 * safeReturnUrl('/pages/about?x=1#top', 'https://parks.example.org'); // "https://parks.example.org/pages/about?x=1#top"
 * safeReturnUrl('https://evil.example/', 'https://parks.example.org'); // "https://parks.example.org/"
 */
export function safeReturnUrl(candidate: string | null | undefined, origin: string): string {
  const home = `${origin}/`;
  if (!candidate) return home;
  let url: URL;
  try {
    url = new URL(candidate, home);
  } catch {
    return home;
  }
  if (url.origin !== origin) return home;
  if (url.pathname === '/auth' || url.pathname.startsWith('/auth/')) return home;
  return url.href;
}

/**
 * The path, query and hash of a same-origin URL, for the router.
 *
 * @example
 * toRouterPath('https://parks.example.org/search?q=x#r'); // "/search?q=x#r"
 */
export function toRouterPath(href: string): string {
  const url = new URL(href);
  return `${url.pathname}${url.search}${url.hash}`;
}
