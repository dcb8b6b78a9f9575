import { getItemData } from '@esri/arcgis-rest-portal';
import { z } from 'zod/mini';
import type { PortalCallOptions } from '../../portal/portalRequest.ts';
import { authOf } from './getPortalItem.ts';
import { portalRoot, withPortalErrors } from './withPortalErrors.ts';

const dataSchema = z.record(z.string(), z.unknown());

/** `GET content/items/{id}/data` as a JSON object; an item without (object) data gives `{}`. */
export async function getPortalItemData(id: string, options: PortalCallOptions): Promise<Record<string, unknown>> {
  const portal = portalRoot(options.portal);
  const raw: unknown = await withPortalErrors(`${portal}/content/items/${id}/data`, () =>
    getItemData(id, { portal, ...authOf(options) }),
  );
  const parsed = dataSchema.safeParse(raw);
  return parsed.success ? parsed.data : {};
}
