import type { ItemRow } from '../db/repositories/itemRepository.ts';
import type { OAuthAppRow } from '../db/repositories/oauthRepository.ts';

/** The answer of `registerApp`, `apps/{client_id}`, `apps/{client_id}/update` and `registeredAppInfo` (ADR 0106). */
export interface RegisteredAppJson {
  readonly client_id: string;
  readonly appType: 'browser' | 'multiple';
  readonly redirect_uris: readonly string[];
  readonly itemId: string;
  readonly owner: string;
  readonly registered: number;
  readonly modified: number;
}

/**
 * An app registered against an item, as the portal answers it: the item's owner is the app's owner.
 *
 * @example
 * return c.json(presentRegisteredApp(app, item));
 */
export function presentRegisteredApp(app: OAuthAppRow, item: ItemRow): RegisteredAppJson {
  return {
    client_id: app.client_id,
    appType: app.app_type,
    redirect_uris: app.redirect_uris,
    itemId: item.id,
    owner: item.owner,
    registered: app.created,
    modified: app.modified,
  };
}
