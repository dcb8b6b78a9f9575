import { addItemResource, getItemResource, getItemResources } from '@esri/arcgis-rest-portal';
import { authOf } from '../entities/items/getPortalItem.ts';
import { portalRoot, withPortalErrors } from '../entities/items/withPortalErrors.ts';
import { writeAuth, type PortalWriteOptions } from '../entities/items/writePortalItem.ts';
import { HubError } from '../errors/HubError.ts';

/** At most this many resources are copied from one item (a site's logo, images of its cards). */
export const MAX_COPIED_RESOURCES = 100;

/**
 * Copies an item's resources (`content/items/{id}/resources`) to another item the caller owns, each under the same
 * path: those under `from.prefix` only (the prefix taken away) when it is given, and under `to.prefix` when that is
 * given. A template keeps each of its items' resources under the item's id, and a deploy copies them back to the item
 * it makes, so a layout's link to `…/items/{id}/resources/logo.svg` finds its file once `{id}` is the new item's.
 * Returns the number copied.
 *
 * @example
 * await copyItemResources({ id: site.id }, { id: template.id, owner: template.owner, prefix: site.id }, options);
 */
export async function copyItemResources(
  from: { readonly id: string; readonly prefix?: string },
  to: { readonly id: string; readonly owner: string; readonly prefix?: string },
  options: PortalWriteOptions,
): Promise<number> {
  const portal = portalRoot(options.portal);
  const listed = await withPortalErrors(`${portal}/content/items/${from.id}/resources`, () =>
    getItemResources(from.id, { portal, ...authOf(options), params: { num: MAX_COPIED_RESOURCES } }),
  );
  const under = from.prefix ? `${from.prefix}/` : '';
  const paths = (listed.resources ?? [])
    .map((r) => r.resource)
    .filter((path) => path.startsWith(under))
    .slice(0, MAX_COPIED_RESOURCES);
  for (const path of paths) {
    const url = `${portal}/content/items/${from.id}/resources/${path}`;
    const file = (await withPortalErrors(url, () =>
      getItemResource(from.id, { fileName: path, readAs: 'blob', httpMethod: 'GET', portal, ...authOf(options) }),
    )) as Blob;
    // A portal answers a refused read with an error in JSON, which the blob would otherwise carry as the file.
    if (file.type.includes('json') && portalErrorIn(await file.text())) {
      throw new HubError('RESOURCE_NOT_READ', `The resource ${path} could not be read to copy it.`);
    }
    const relative = path.slice(under.length);
    const slash = relative.lastIndexOf('/');
    const folder = [to.prefix, slash > 0 ? relative.slice(0, slash) : undefined].filter(Boolean).join('/');
    await withPortalErrors(`${portal}/content/users/${to.owner}/items/${to.id}/addResources`, () =>
      addItemResource({
        id: to.id,
        owner: to.owner,
        name: relative.slice(slash + 1),
        resource: file,
        ...(folder ? { prefix: folder } : {}),
        portal,
        ...writeAuth(options),
      }),
    );
  }
  return paths.length;
}

function portalErrorIn(text: string): boolean {
  try {
    const answer: unknown = JSON.parse(text);
    return typeof answer === 'object' && answer !== null && 'error' in answer;
  } catch {
    return false;
  }
}
