import type { Envelope } from '../content/extent.ts';
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
  /** The organisation's default extent, in its own spatial reference (issue 44; `fetchOrgExtent` projects it). */
  readonly defaultExtent?: Envelope;
  /** The helper services the portal names: the geometry service's `project` (spec 2 §7 Geometry). */
  readonly helperServices?: { readonly geometry?: { readonly url?: string } };
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
