/** Where this Plaza's federated server lives: `{origin}/arcgis` (its `rest/info`, later its services). */
export const SERVER_ROOT_PATH = '/arcgis';

/**
 * The `authInfo` both `info` endpoints answer: token-based security, tokens from the portal's
 * `generateToken` (STACK.md: clients attach tokens only after seeing it).
 *
 * @example
 * authInfo('https://plaza.example'); // { isTokenBasedSecurity: true, tokenServicesUrl: 'https://plaza.example/sharing/rest/generateToken' }
 */
export function authInfo(origin: string): { isTokenBasedSecurity: true; tokenServicesUrl: string } {
  return { isTokenBasedSecurity: true, tokenServicesUrl: `${origin}/sharing/rest/generateToken` };
}

/**
 * True when `serverUrl` names this Plaza's own federated server (or a service below it): same host as the
 * request (scheme aside, as clients compare `owningSystemUrl`) and a path under `/arcgis`. The only
 * server a token is handed out for (ADR 0102).
 *
 * @example
 * isOwnServerUrl('http://localhost:3000/arcgis/rest/services/Parks/FeatureServer/0', 'http://localhost:3000/sharing/rest/generateToken'); // true
 */
export function isOwnServerUrl(serverUrl: string, requestUrl: string): boolean {
  let url: URL;
  try {
    url = new URL(serverUrl.trim());
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username !== '' || url.password !== '') return false;
  const root = url.pathname.toLowerCase();
  return (
    url.host === new URL(requestUrl).host && (root === SERVER_ROOT_PATH || root.startsWith(`${SERVER_ROOT_PATH}/`))
  );
}
