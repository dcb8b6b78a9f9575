import { toPortalRequestError } from '../../portal/portalRequest.ts';

/** Runs a portal call made with `@esri/arcgis-rest-portal`, normalising whatever it throws (our portal layer convention). */
export async function withPortalErrors<T>(url: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toPortalRequestError(error, url);
  }
}

/** The portal REST root without a trailing slash. */
export function portalRoot(portal: string): string {
  return portal.replace(/\/+$/, '');
}
