/**
 * Which header link is the current page: among the links whose path is the location's and whose query parameters
 * the location all has, the most specific one (so on `/search?collection=project` "Projects" is current, on
 * `/search?q=x` "Search" is). Undefined when none is.
 *
 * @example
 * currentMenuLink(['/search', '/search?collection=project'], '/search', '?collection=project'); // "/search?collection=project"
 */
export function currentMenuLink(hrefs: readonly string[], pathname: string, search: string): string | undefined {
  const here = new URLSearchParams(search);
  let best: { href: string; specificity: number } | undefined;
  for (const href of hrefs) {
    const target = new URL(href, 'http://site.invalid');
    if (target.origin !== 'http://site.invalid' || safeDecode(target.pathname) !== safeDecode(pathname)) continue;
    const wanted = [...target.searchParams];
    if (!wanted.every(([key, value]) => here.getAll(key).includes(value))) continue;
    if (!best || wanted.length > best.specificity) best = { href, specificity: wanted.length };
  }
  return best?.href;
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
