import { createItem, removeItem, updateItem, type IItemAdd, type IItemUpdate } from '@esri/arcgis-rest-portal';
import type { IAuthenticationManager } from '@esri/arcgis-rest-request';
import { z } from 'zod/mini';
import type { PortalCallOptions } from '../../portal/portalRequest.ts';
import type { ItemModel, PortalItem } from './itemModel.ts';
import { shouldClearEmptyFields } from './shouldClearEmptyFields.ts';
import { portalRoot, withPortalErrors } from './withPortalErrors.ts';

/** Options of a write: writes always carry a credential (a token or an identity manager). */
export interface PortalWriteOptions extends PortalCallOptions {
  readonly authentication: IAuthenticationManager | string;
}

/** A write's credential as arcgis-rest-js takes it (a bare token wrapped as a manager), and its abort signal. */
export function writeAuth(options: PortalWriteOptions): {
  authentication: IAuthenticationManager;
  signal?: AbortSignal;
} {
  const { authentication, portal } = options;
  const manager: IAuthenticationManager =
    typeof authentication === 'string' ? { portal, getToken: () => Promise.resolve(authentication) } : authentication;
  return { authentication: manager, ...(options.signal ? { signal: options.signal } : {}) };
}

const addResponseSchema = z.object({ id: z.string() });

/**
 * The fields a write sends: the item's own fields, its data as `text` (unless `withData` is false: a content item's
 * data is its file); server-owned fields and `access` (changed by sharing, never by a write) left out.
 */
function toWritableItem(model: ItemModel, withData = true): IItemAdd {
  const {
    id: _id,
    created: _c,
    modified: _m,
    itemControl: _ic,
    protected: _p,
    orgId: _o,
    owner: _ow,
    access: _access,
    ...rest
  } = model.item;
  const item: IItemAdd = { ...stripNullish(rest), title: model.item.title, type: model.item.type };
  return withData ? { ...item, text: JSON.stringify(model.data) } : item;
}

const CLEARABLE_TEXT = new Set(['description', 'snippet', 'licenseInfo']);

/** Drops absent fields; a clearable text field that is null is sent empty, so `clearEmptyFields` clears it. */
function stripNullish(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(record)
      .map(([key, value]): [string, unknown] => [key, value === null && CLEARABLE_TEXT.has(key) ? '' : value])
      .filter(([, value]) => value !== undefined && value !== null),
  );
}

/** `POST content/users/{owner}[/{folder}]/addItem` with the item and its data; returns the new id. */
export async function createPortalItem(
  model: ItemModel,
  options: PortalWriteOptions & { readonly owner?: string; readonly folderId?: string },
): Promise<string> {
  const portal = portalRoot(options.portal);
  const raw = await withPortalErrors(`${portal}/content/users/${options.owner ?? 'self'}/addItem`, () =>
    createItem({
      item: toWritableItem(model),
      portal,
      ...(options.owner ? { owner: options.owner } : {}),
      ...(options.folderId ? { folderId: options.folderId } : {}),
      ...writeAuth(options),
    }),
  );
  return addResponseSchema.parse(raw).id;
}

/**
 * `POST content/users/{owner}/items/{id}/update`, sending `clearEmptyFields` when a clearable field is empty; the
 * data as `text` unless `withData` is false.
 */
export async function updatePortalItem(
  model: ItemModel,
  options: PortalWriteOptions,
  write: { readonly withData?: boolean } = {},
): Promise<void> {
  const portal = portalRoot(options.portal);
  const item: IItemUpdate = {
    ...toWritableItem(model, write.withData ?? true),
    id: model.item.id,
    owner: model.item.owner,
  };
  await withPortalErrors(`${portal}/content/users/${model.item.owner}/items/${model.item.id}/update`, () =>
    updateItem({
      item,
      portal,
      ...(shouldClearEmptyFields(model.item) ? { params: { clearEmptyFields: true } } : {}),
      ...writeAuth(options),
    }),
  );
}

/** `POST content/users/{owner}/items/{id}/delete`. */
export async function removePortalItem(
  item: Pick<PortalItem, 'id' | 'owner'>,
  options: PortalWriteOptions,
): Promise<void> {
  const portal = portalRoot(options.portal);
  await withPortalErrors(`${portal}/content/users/${item.owner}/items/${item.id}/delete`, () =>
    removeItem({ id: item.id, owner: item.owner, portal, ...writeAuth(options) }),
  );
}
