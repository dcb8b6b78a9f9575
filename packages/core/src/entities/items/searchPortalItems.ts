import { searchItems } from '@esri/arcgis-rest-portal';
import { z } from 'zod/mini';
import type { PortalCallOptions } from '../../portal/portalRequest.ts';
import { authOf } from './getPortalItem.ts';
import { portalItemSchema, type PortalItem } from './itemModel.ts';
import { portalRoot, withPortalErrors } from './withPortalErrors.ts';

const searchResponseSchema = z.object({ total: z.number(), results: z.array(portalItemSchema) });

/** `GET search?q=...`: the first `num` items matching `q`, and how many match in all. */
export async function searchPortalItems(
  q: string,
  options: PortalCallOptions,
  page: { readonly num?: number; readonly start?: number } = {},
): Promise<{ readonly total: number; readonly results: readonly PortalItem[] }> {
  const portal = portalRoot(options.portal);
  const raw = await withPortalErrors(`${portal}/search`, () =>
    searchItems({ q, num: page.num ?? 10, start: page.start ?? 1, portal, ...authOf(options) }),
  );
  return searchResponseSchema.parse(raw);
}
