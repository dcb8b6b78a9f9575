import { getSiteRelativeLink } from '@plaza/core';
import { itemVisibility } from '../../access/itemVisibility.ts';
import { ANONYMOUS } from '../../auth/caller.ts';
import type { Db } from '../../db/database.ts';
import { findVisibleItem } from '../../db/repositories/itemRepository.ts';

/** A portal home page Plaza answers, by its file name under `{portal}/home/`. */
export type PortalHomePage = 'index' | 'item' | 'group' | 'user' | 'content' | 'organization' | 'search' | 'signin';

/** The home pages and the Plaza page each one goes to (ADR 0209). */
export const PORTAL_HOME_PAGES: Readonly<Record<string, PortalHomePage>> = Object.freeze({
  '': 'index',
  'index.html': 'index',
  'item.html': 'item',
  'group.html': 'group',
  'user.html': 'user',
  'content.html': 'content',
  'organization.html': 'organization',
  'search.html': 'search',
  'signin.html': 'signin',
});

const ITEM_ID = /^[0-9a-f]{32}$/;
const GROUP_ID = /^[0-9a-f]{32}$/;
const USERNAME = /^[\w.@-]{1,128}$/u;

/** Where a home page goes: a path on the same host, or why it cannot be answered (a 400 page). */
export type PortalHomeTarget =
  { readonly kind: 'redirect'; readonly path: string } | { readonly kind: 'bad'; readonly message: string };

/**
 * The Plaza page a portal home page stands for (issue 44 item 8, ADR 0209): an item's page in its family's route
 * (core's `getSiteRelativeLink`: `/maps/{id}`, `/datasets/{id}`, `/templates/{id}/about`, …) when anyone may read it,
 * else `/content/{id}` (which answers as the visitor may see it, so the redirect tells nothing of a private item);
 * a group's `/groups/{id}`, a person's `/people/{username}`, the home `/`, one's content the workspace, a search
 * `/search?q=`, sign-in `/auth/signin`. A missing or malformed id is a 400.
 *
 * @example
 * await portalHomeTarget(db, 'item', new URLSearchParams('id=c3d4…')); // { kind: 'redirect', path: '/maps/c3d4…' }
 */
export async function portalHomeTarget(
  db: Db,
  page: PortalHomePage,
  query: URLSearchParams,
): Promise<PortalHomeTarget> {
  switch (page) {
    case 'index':
    case 'organization':
      return { kind: 'redirect', path: '/' };
    case 'content':
      return { kind: 'redirect', path: '/workspace' };
    case 'signin':
      return { kind: 'redirect', path: '/auth/signin' };
    case 'search': {
      const q = (query.get('q') ?? '').slice(0, 1000);
      return { kind: 'redirect', path: q ? `/search?${new URLSearchParams({ q })}` : '/search' };
    }
    case 'group': {
      const id = (query.get('id') ?? '').toLowerCase();
      if (!GROUP_ID.test(id)) return { kind: 'bad', message: 'A group page needs the id of a group.' };
      return { kind: 'redirect', path: `/groups/${id}` };
    }
    case 'user': {
      const username = query.get('user') ?? '';
      if (!USERNAME.test(username)) return { kind: 'bad', message: 'A person’s page needs their user name.' };
      return { kind: 'redirect', path: `/people/${encodeURIComponent(username)}` };
    }
    case 'item': {
      const id = (query.get('id') ?? '').toLowerCase();
      if (!ITEM_ID.test(id)) return { kind: 'bad', message: 'An item page needs the id of an item.' };
      const item = await findVisibleItem(db, id, itemVisibility(ANONYMOUS));
      const link = item ? getSiteRelativeLink({ type: item.type, id, typeKeywords: item.type_keywords }) : '';
      return { kind: 'redirect', path: link || `/content/${id}` };
    }
  }
}
