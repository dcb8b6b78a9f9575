import { Hono, type Context } from 'hono';
import { isItemAdmin } from '../../../access/itemControl.ts';
import { itemVisibility } from '../../../access/itemVisibility.ts';
import { nowFrom } from '../../../auth/clock.ts';
import { requireUser } from '../../../auth/requireUser.ts';
import { findVisibleItem, type ItemRow } from '../../../db/repositories/itemRepository.ts';
import {
  findOAuthApp,
  findOAuthAppOfItem,
  updateOAuthAppRedirects,
  type OAuthAppRow,
} from '../../../db/repositories/oauthRepository.ts';
import { registerItemApp } from '../../../commands/apps/registerItemApp.ts';
import { presentRegisteredApp } from '../../../presenters/registeredAppPresenter.ts';
import { appErrors } from '../../../errors/appErrors.ts';
import type { AppEnv } from '../../../http/appEnv.ts';
import { itemErrors } from '../../../errors/itemErrors.ts';
import { portalErrors } from '../../../errors/portalError.ts';
import { readPortalParams, stringParam, type PortalParams } from '../../../http/portalParams.ts';
import { parseRedirectUris } from './parseRedirectUris.ts';

const ID = /^[0-9a-f]{32}$/;
const APP_TYPES = ['browser', 'multiple'] as const;
type AppType = (typeof APP_TYPES)[number];

/**
 * `/sharing/rest/oauth2/registerApp`, `/oauth2/apps/{client_id}` and `/oauth2/apps/{client_id}/update`:
 * an OAuth app per site (ADR 0106), a public client registered against an item by its owner or an
 * administrator of the owner's org who may update its items. Every endpoint accepts GET and POST.
 */
export function registeredAppRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.on(['GET', 'POST'], '/registerApp', async (c) => {
    requireUser(c);
    const params = await readPortalParams(c);
    const itemId = (stringParam(params, 'itemId') ?? '').trim();
    if (itemId === '') throw portalErrors.badRequest('itemId is required.');
    const item = await loadManagedItem(c, itemId);
    const app = await registerItemApp(c.get('deps').db, item, {
      appType: readAppType(params, 'browser'),
      redirectUris: readRedirectUris(params),
      now: nowFrom(c.get('deps')),
    });
    return c.json(presentRegisteredApp(app, item));
  });

  routes.on(['GET', 'POST'], '/apps/:clientId', async (c) => {
    const { app, item } = await loadManagedApp(c);
    return c.json(presentRegisteredApp(app, item));
  });

  routes.on(['GET', 'POST'], '/apps/:clientId/update', async (c) => {
    const { app, item } = await loadManagedApp(c);
    const params = await readPortalParams(c);
    const appType = readAppType(params, app.app_type);
    const uris = readRedirectUris(params);
    const updated = await updateOAuthAppRedirects(c.get('deps').db, app.client_id, {
      redirect_uris: uris,
      app_type: appType,
      modified: nowFrom(c.get('deps')),
    });
    if (!updated) throw appErrors.invalidClient();
    return c.json(presentRegisteredApp(updated, item));
  });
  return routes;
}

/**
 * `/content/items/{id}/registeredAppInfo`: the app registered against an item, for its owner or an
 * org admin who may update it (a client that lost an app's id, say after a failed save, finds it
 * again). No app → 400 "Item is not registered as an application."; an item the caller cannot see
 * → the usual 404.
 */
export async function registeredAppInfoRoute(c: Context<AppEnv>): Promise<Response> {
  const item = await loadManagedItem(c, c.req.param('id') ?? '');
  const app = await findOAuthAppOfItem(c.get('deps').db, item.id);
  if (!app) throw appErrors.notRegistered();
  return c.json(presentRegisteredApp(app, item));
}

/**
 * An item whose app the caller may manage: signed in (else 499), visible (else the usual 404, also for a malformed
 * id), and the caller its owner or an org admin with `portal:admin:updateItems` (else 403).
 */
async function loadManagedItem(c: Context<AppEnv>, rawId: string): Promise<ItemRow> {
  const caller = requireUser(c);
  const itemId = rawId.toLowerCase();
  const item = ID.test(itemId) ? await findVisibleItem(c.get('deps').db, itemId, itemVisibility(caller)) : undefined;
  if (!item) throw itemErrors.itemNotFound();
  if (!isItemAdmin(caller, item)) throw itemErrors.forbidden();
  return item;
}

/**
 * The app of the `:clientId` path parameter with its item, for a caller who may manage it: signed in
 * (else 499); an app of an item the caller can see (else "Invalid client_id.", the same for unknown
 * ids); the item's owner or an org admin with `portal:admin:updateItems` (else 403).
 */
async function loadManagedApp(c: Context<AppEnv>): Promise<{ app: OAuthAppRow; item: ItemRow }> {
  const caller = requireUser(c);
  const { db } = c.get('deps');
  const app = await findOAuthApp(db, c.req.param('clientId') ?? '');
  if (!app || app.item_id === null) throw appErrors.invalidClient();
  const item = await findVisibleItem(db, app.item_id, itemVisibility(caller));
  if (!item) throw appErrors.invalidClient();
  if (!isItemAdmin(caller, item)) throw itemErrors.forbidden();
  return { app, item };
}

function readAppType(params: PortalParams, fallback: AppType): AppType {
  const raw = stringParam(params, 'appType');
  if (raw === undefined || raw === '') return fallback;
  const found = APP_TYPES.find((type) => type === raw);
  if (!found) throw appErrors.invalidAppType();
  return found;
}

function readRedirectUris(params: PortalParams): string[] {
  const result = parseRedirectUris(stringParam(params, 'redirect_uris'));
  if (!result.ok) throw portalErrors.badRequest(result.error.message, [result.error.message]);
  return result.uris;
}
