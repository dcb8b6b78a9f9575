/** The families requests are counted by in `/metrics`: few and fixed, so the series stay few. */
export type RouteFamily = 'portal' | 'features' | 'hub' | 'feeds' | 'assets' | 'ops' | 'pages';

const FAMILIES: readonly (readonly [RegExp, RouteFamily])[] = [
  [/^\/sharing\/rest(\/|$)/i, 'portal'],
  [/^\/arcgis\/rest(\/|$)/i, 'features'],
  [/^\/datasets\/[^/]+\/FeatureServer/i, 'features'],
  [/^\/api\/feed\//i, 'feeds'],
  [/^\/api(\/|$)/i, 'hub'],
  [/^\/assets\//, 'assets'],
  [/^\/(healthz|readyz|metrics)\/?$/, 'ops'],
];

/**
 * The route family of a path: the portal, the feature services, the hub services, feeds, static assets, the
 * operations endpoints, or pages (everything else).
 *
 * @example
 * routeFamily('/sharing/rest/search'); // 'portal'
 */
export function routeFamily(path: string): RouteFamily {
  return FAMILIES.find(([pattern]) => pattern.test(path))?.[1] ?? 'pages';
}
