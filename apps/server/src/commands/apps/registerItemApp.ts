import type { Db } from '../../db/database.ts';
import { newId } from '../../db/newId.ts';
import type { ItemRow } from '../../db/repositories/itemRepository.ts';
import { findOAuthAppOfItem, insertOAuthApp, type OAuthAppRow } from '../../db/repositories/oauthRepository.ts';
import { appErrors } from '../../errors/appErrors.ts';

/**
 * `registerApp` (ADR 0106): a public OAuth client (no secret, no implicit flow, PKCE S256) for an item the caller
 * manages, with a fresh 32-hex client id. One app per item: a second one, even a concurrent one caught by the unique
 * index, is "Item is already registered as an application.".
 *
 * @example
 * const app = await registerItemApp(db, item, { appType: 'browser', redirectUris, now });
 */
export async function registerItemApp(
  db: Db,
  item: ItemRow,
  app: { readonly appType: 'browser' | 'multiple'; readonly redirectUris: readonly string[]; readonly now: number },
): Promise<OAuthAppRow> {
  if (await findOAuthAppOfItem(db, item.id)) throw appErrors.alreadyRegistered();
  try {
    await insertOAuthApp(db, {
      client_id: newId(),
      name: item.title,
      client_type: 'public',
      client_secret_hash: null,
      redirect_uris: JSON.stringify(app.redirectUris),
      allow_implicit: false,
      org_id: item.org_id,
      created: app.now,
      item_id: item.id,
      app_type: app.appType,
      modified: app.now,
    });
  } catch (error) {
    // Two registrations at once: the unique index on item_id let one through.
    if (await findOAuthAppOfItem(db, item.id)) throw appErrors.alreadyRegistered();
    throw error;
  }
  const stored = await findOAuthAppOfItem(db, item.id);
  if (!stored) throw appErrors.invalidClient();
  return stored;
}
