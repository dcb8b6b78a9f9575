import { portalRequest, type PortalCallOptions } from './portalRequest.ts';

/** The portal self record (organisation), as far as Plaza reads it. */
export interface PortalSelf {
  readonly id: string;
  readonly name: string;
  readonly urlKey?: string;
  readonly isPortal: boolean;
  readonly portalHostname?: string;
  readonly customBaseUrl?: string;
  readonly properties?: Readonly<Record<string, unknown>>;
}

/**
 * Fetches `portals/self`: the signed-in user's organisation, or the portal's default one.
 *
 * @example
 * const self = await getPortalSelf({ portal: 'http://localhost:3000/sharing/rest' });
 * self.name; // "Riverside"
 */
export function getPortalSelf(options: PortalCallOptions): Promise<PortalSelf> {
  return portalRequest<PortalSelf>('portals/self', { ...options, httpMethod: 'GET' });
}
