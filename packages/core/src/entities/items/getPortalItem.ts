import { getItem } from '@esri/arcgis-rest-portal';
import type { PortalCallOptions } from '../../portal/portalRequest.ts';
import { portalItemSchema, type PortalItem } from './itemModel.ts';
import { portalRoot, withPortalErrors } from './withPortalErrors.ts';

/** `GET content/items/{id}`, parsed. */
export async function getPortalItem(id: string, options: PortalCallOptions): Promise<PortalItem> {
  const portal = portalRoot(options.portal);
  const raw = await withPortalErrors(`${portal}/content/items/${id}`, () =>
    getItem(id, { portal, ...authOf(options) }),
  );
  return portalItemSchema.parse(raw);
}

/** The request options every item call shares besides `portal`. */
export function authOf(options: PortalCallOptions): {
  authentication?: NonNullable<PortalCallOptions['authentication']>;
  signal?: AbortSignal;
} {
  return {
    ...(options.authentication ? { authentication: options.authentication } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  };
}
