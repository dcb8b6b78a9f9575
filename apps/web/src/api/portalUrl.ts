/** What the server passes to loaders while rendering; absent in the browser. */
export interface ServerLoadContext {
  readonly portalUrl: string;
}

function isServerLoadContext(value: unknown): value is ServerLoadContext {
  return typeof value === 'object' && value !== null && typeof (value as ServerLoadContext).portalUrl === 'string';
}

/**
 * The portal REST root a loader should call: the server's own address while rendering on the
 * server, the page's origin in the browser.
 */
export function portalUrlFor(context: unknown): string {
  if (isServerLoadContext(context)) return context.portalUrl;
  return new URL('/sharing/rest', window.location.origin).href;
}

/**
 * A URL the portal or core built, as the visitor's browser should see it: addresses on the portal the loader
 * called (the server's loopback address while rendering) become root-relative, so pages never point at an
 * internal host and work under any hostname the site is served on.
 *
 * @example
 * toPublicUrl('http://127.0.0.1:3000/sharing/rest/content/items/a/info/t.png', 'http://127.0.0.1:3000/sharing/rest');
 * // "/sharing/rest/content/items/a/info/t.png"
 */
export function toPublicUrl(url: string, portalUrl: string): string {
  const origin = new URL(portalUrl).origin;
  return url.startsWith(`${origin}/`) ? url.slice(origin.length) : url;
}
