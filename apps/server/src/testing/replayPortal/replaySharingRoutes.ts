import { Hono, type Context } from 'hono';
import type { JsonObject, ReplayItem } from './loadReplayOrg.ts';
import {
  canSeeGroup,
  canSeeItem,
  groupFieldValues,
  groupIdsOf,
  itemFieldValues,
  type ReplayCaller,
} from './replayAccess.ts';
import { callerOf, findUser, pageOf, paramsOf, portalError, type ReplayState } from './replayContext.ts';
import { matchesQuery, parseReplayQuery, ReplayQueryError, type QueryNode } from './replayQuery.ts';
import { replayFile } from './replayFile.ts';

type Handler = (c: Context, caller: ReplayCaller, params: Record<string, string>) => Response | Promise<Response>;

/**
 * The sharing REST contract over a replayed org: info, portals/self, community/self and users, groups, items (with
 * data, resources, thumbnails and their groups), group content and search. Every read honours the portal's
 * visibility rules; an unknown token answers 498, a missing or hidden record 400 "Item does not exist or is
 * inaccessible." as the portal does.
 */
export function replaySharingRoutes(state: ReplayState): Hono {
  const app = new Hono({ strict: false });
  const { org } = state;
  const route = (path: string, handler: Handler): void => {
    app.on(['GET', 'POST'], path, async (c) => {
      const params = await paramsOf(c);
      const caller = callerOf(state, c, params);
      if (!caller) return portalError(c, 498, 'Invalid token.', 'GWM_0003');
      try {
        return await handler(c, caller, params);
      } catch (error) {
        if (error instanceof ReplayQueryError) return portalError(c, 400, error.message);
        throw error;
      }
    });
  };
  const origin = (c: Context): string => new URL(c.req.url).origin;
  const itemOf = (caller: ReplayCaller, id: string): ReplayItem | undefined =>
    org.items.find((entry) => entry.item.id === id && canSeeItem(org, caller, entry));
  const missingItem = (c: Context): Response => portalError(c, 400, 'Item does not exist or is inaccessible.');

  route('/info', (c) =>
    c.json({
      ...org.info,
      owningSystemUrl: origin(c) + state.basePath,
      authInfo: {
        isTokenBasedSecurity: true,
        tokenServicesUrl: `${origin(c)}${state.basePath}/sharing/rest/generateToken`,
      },
    }),
  );
  route('/portals/self', (c, caller) =>
    c.json({ ...org.portal, ...(caller.kind === 'user' ? { user: publicUser(caller.user) } : {}) }),
  );
  route('/portals/:id', (c) =>
    idOf(c) === org.portal.id ? c.json(org.portal) : portalError(c, 400, 'Portal does not exist.'),
  );
  route('/portals/self/users', (c, caller, params) => usersPage(c, caller, params));
  route('/portals/self/users/search', (c, caller, params) => usersPage(c, caller, params));
  route('/community/self', (c, caller) => {
    if (caller.kind === 'anonymous') return portalError(c, 499, 'Token Required', 'GWM_0003');
    const mine = groupIdsOf(org, String(caller.user.username));
    const groups = org.groups
      .filter(({ group }) => mine.includes(String(group.id)))
      .map((g) => groupJson(g, String(caller.user.username)));
    return c.json({ ...caller.user, groups });
  });
  route('/community/users/:username', (c) => {
    const user = findUser(org, c.req.param('username') ?? '');
    return user ? c.json(publicUser(user)) : portalError(c, 400, 'User does not exist or is inaccessible.');
  });
  route('/community/groups', (c, caller, params) => {
    const query = parseReplayQuery(params.q ?? '');
    const visible = org.groups.filter(
      (g) => canSeeGroup(org, caller, g.group) && matchesQuery(query, groupFieldValues(g.group)),
    );
    const { page, ...paging } = pageOf(visible, params);
    return c.json({ query: params.q ?? '', ...paging, results: page.map((g) => groupJson(g, usernameOf(caller))) });
  });
  route('/community/groups/:id', (c, caller) => {
    const found = org.groups.find((g) => g.group.id === idOf(c) && canSeeGroup(org, caller, g.group));
    return found
      ? c.json(groupJson(found, usernameOf(caller)))
      : portalError(c, 400, 'Group does not exist or is inaccessible.');
  });
  route('/community/groups/:id/users', (c, caller) => {
    const found = org.groups.find((g) => g.group.id === idOf(c) && canSeeGroup(org, caller, g.group));
    if (!found) return portalError(c, 400, 'Group does not exist or is inaccessible.');
    return c.json({ owner: found.group.owner, admins: [found.group.owner, ...found.admins], users: found.users });
  });
  route('/content/groups/:id/search', (c, caller, params) => {
    const groupId = idOf(c);
    const query = parseReplayQuery(params.q ?? '');
    const shared = org.items.filter(
      (e) => e.groups.includes(groupId) && canSeeItem(org, caller, e) && matchesQuery(query, itemFieldValues(e)),
    );
    const { page, ...paging } = pageOf(shared, params);
    return c.json({ query: params.q ?? '', ...paging, results: page.map((e) => e.item) });
  });
  route('/content/items/:id', (c, caller) => {
    const entry = itemOf(caller, idOf(c));
    return entry ? c.json(entry.item) : missingItem(c);
  });
  route('/content/items/:id/data', (c, caller) => {
    const entry = itemOf(caller, idOf(c));
    if (!entry) return missingItem(c);
    return entry.data === undefined ? portalError(c, 400, 'Item does not have a file.') : c.json(entry.data);
  });
  route('/content/items/:id/groups', (c, caller) => {
    const entry = itemOf(caller, idOf(c));
    if (!entry) return missingItem(c);
    const groups = org.groups.filter(
      (g) => entry.groups.includes(String(g.group.id)) && canSeeGroup(org, caller, g.group),
    );
    return c.json({ admin: [], member: [], other: groups.map((g) => groupJson(g, usernameOf(caller))) });
  });
  route('/content/items/:id/resources', (c, caller, params) => {
    const entry = itemOf(caller, idOf(c));
    if (!entry) return missingItem(c);
    const modified = typeof entry.item.modified === 'number' ? entry.item.modified : 0;
    const all = entry.resources.map((resource) => ({
      resource,
      created: modified,
      size: replayFile(resource).bytes.length,
      access: 'inherit',
    }));
    const { page, ...paging } = pageOf(all, { ...params, num: params.num ?? '1000' });
    return c.json({ ...paging, resources: page });
  });
  app.get('/content/items/:id/resources/*', (c) => fileOf(c, state, 'resources'));
  app.get('/content/items/:id/info/*', (c) => fileOf(c, state, 'info'));
  route('/search', (c, caller, params) => {
    const query: QueryNode = {
      kind: 'and',
      left: parseReplayQuery(params.q ?? ''),
      right: parseReplayQuery(params.filter ?? ''),
    };
    const found = sortItems(
      org.items.filter((e) => canSeeItem(org, caller, e) && matchesQuery(query, itemFieldValues(e))),
      params,
    );
    const { page, ...paging } = pageOf(found, params);
    const counts = countsOf(found, params);
    return c.json({
      query: params.q ?? '',
      ...paging,
      results: page.map((e) => e.item),
      ...(counts.length ? { aggregations: { counts } } : {}),
    });
  });
  app.all('*', (c) => portalError(c, 400, 'Invalid URL'));
  return app;

  function usersPage(c: Context, caller: ReplayCaller, params: Record<string, string>): Response {
    if (caller.kind === 'anonymous') return portalError(c, 499, 'Token Required', 'GWM_0003');
    const { page, ...paging } = pageOf(org.users, params);
    return c.json({ ...paging, results: page.map(publicUser) });
  }
}

function fileOf(c: Context, state: ReplayState, kind: 'resources' | 'info'): Response {
  const id = idOf(c);
  const caller = callerOf(state, c, c.req.query());
  const entry = caller ? state.org.items.find((e) => e.item.id === id && canSeeItem(state.org, caller, e)) : undefined;
  const name = decodeURIComponent(new URL(c.req.url).pathname.split(`/${kind}/`).slice(1).join(`/${kind}/`));
  const known = kind === 'resources' ? entry?.resources.includes(name) : entry && entry.item.thumbnail === name;
  if (!entry || !known) return portalError(c, 400, 'Resource does not exist or is inaccessible.');
  const file = replayFile(name);
  return new Response(new Uint8Array(file.bytes), { headers: { 'content-type': file.contentType } });
}

/** The `:id` of a route (empty when the route has none). */
function idOf(c: Context): string {
  return c.req.param('id') ?? '';
}

function sortItems(items: ReplayItem[], params: Record<string, string>): ReplayItem[] {
  const field = params.sortField;
  if (!field) return items;
  const order = params.sortOrder === 'desc' ? -1 : 1;
  const key = (e: ReplayItem): string | number => {
    const value = e.item[field];
    return typeof value === 'number' || typeof value === 'string' ? value : '';
  };
  return [...items].sort((a, b) => (key(a) < key(b) ? -order : key(a) > key(b) ? order : 0));
}

/** Fields `countFields` may name here, read from the item as the portal counts them. */
const COUNTED: Readonly<Record<string, string>> = {
  type: 'type',
  tags: 'tags',
  categories: 'categories',
  owner: 'owner',
  access: 'access',
};

/**
 * The portal's `aggregations.counts` for `countFields` (at most three, `countSize` values each, default 10): every
 * matching item counted once per value, most first, then by value.
 */
function countsOf(
  found: readonly ReplayItem[],
  params: Record<string, string>,
): { fieldName: string; fieldValues: { value: string; count: number }[] }[] {
  const fields = (params.countFields ?? '')
    .split(',')
    .map((f) => f.trim().toLowerCase())
    .filter((f) => f in COUNTED)
    .slice(0, 3);
  const size = Math.max(1, Math.min(200, Number(params.countSize) || 10));
  return fields.map((fieldName) => {
    const tally = new Map<string, number>();
    for (const entry of found) {
      const raw = entry.item[COUNTED[fieldName]!];
      const values = Array.isArray(raw) ? raw : raw === undefined || raw === null ? [] : [raw];
      for (const value of new Set(values.filter((v): v is string => typeof v === 'string' && v !== ''))) {
        tally.set(value, (tally.get(value) ?? 0) + 1);
      }
    }
    const fieldValues = [...tally]
      .map(([value, count]) => ({ value, count }))
      .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0))
      .slice(0, size);
    return { fieldName, fieldValues };
  });
}

function publicUser(user: JsonObject): JsonObject {
  const copy = { ...user };
  delete copy.groups;
  return copy;
}

function usernameOf(caller: ReplayCaller): string | undefined {
  return caller.kind === 'user' ? String(caller.user.username) : undefined;
}

function groupJson(
  entry: { readonly group: JsonObject; readonly admins: readonly string[]; readonly users: readonly string[] },
  username: string | undefined,
): JsonObject {
  const { group } = entry;
  const memberType =
    username === undefined
      ? undefined
      : group.owner === username
        ? 'owner'
        : entry.admins.includes(username)
          ? 'admin'
          : entry.users.includes(username)
            ? 'member'
            : undefined;
  const copy: JsonObject = { ...group };
  delete copy.userMembership;
  return memberType ? { ...copy, userMembership: { username: username!, memberType, applications: 0 } } : copy;
}
