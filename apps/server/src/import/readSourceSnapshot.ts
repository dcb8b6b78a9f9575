import {
  isMissingOrHidden,
  sourceGroupMembers,
  sourceItemResources,
  sourceJson,
  sourcePages,
  type SourceConnection,
  type SourceRecord,
} from './sourcePortal.ts';

/** What to copy: the whole organisation, or one site and what it names. */
export type ImportScope = { readonly kind: 'org' } | { readonly kind: 'site'; readonly id: string };

export interface SourceItem {
  readonly record: SourceRecord;
  /** Ids of the groups (of those read) the item is shared to. */
  readonly groups: readonly string[];
  readonly resources: readonly { readonly resource: string; readonly size: number }[];
}

export interface SourceGroup {
  readonly record: SourceRecord;
  readonly owner: string;
  readonly admins: readonly string[];
  readonly users: readonly string[];
}

/** Everything the import read from the source, before deciding anything. */
export interface SourceSnapshot {
  readonly portal: SourceRecord;
  readonly orgId: string;
  /** The account the token stands for. */
  readonly caller: SourceRecord;
  readonly users: readonly SourceRecord[];
  readonly groups: readonly SourceGroup[];
  readonly items: readonly SourceItem[];
  /** What could not be read, in words for the report. */
  readonly notes: readonly string[];
}

const GUID = /^[0-9a-f]{32}$/;

/**
 * Reads the source organisation (or one site and what it names: its pages, the groups and items its model
 * refers to, the items shared to those groups) with the token's rights: items, their groups and resources, groups
 * with their members, and the users that own or belong to them.
 *
 * @example
 * const snapshot = await readSourceSnapshot(source, { kind: 'org' });
 */
export async function readSourceSnapshot(source: SourceConnection, scope: ImportScope): Promise<SourceSnapshot> {
  const notes: string[] = [];
  const portal = await sourceJson<SourceRecord>(source, 'portals/self');
  const orgId = String(portal.id ?? '');
  const caller = await sourceJson<SourceRecord>(source, 'community/self');
  let itemRecords: SourceRecord[];
  let groupRecords: SourceRecord[];
  if (scope.kind === 'org') {
    const items = await sourcePages(source, 'search', { q: `orgid:${orgId}`, sortField: 'created', sortOrder: 'asc' });
    if (items.total > items.results.length) {
      notes.push(
        `The source lists ${items.total} items; a search reaches only the first ${items.results.length}. Import the rest site by site (--site).`,
      );
    }
    itemRecords = items.results;
    groupRecords = (await sourcePages(source, 'community/groups', { q: `orgid:${orgId}` })).results;
  } else {
    ({ items: itemRecords, groups: groupRecords } = await readSiteScope(source, scope.id, notes));
  }
  const groups: SourceGroup[] = [];
  const sharedTo = new Map<string, string[]>();
  for (const record of groupRecords) {
    const id = String(record.id);
    let members = { owner: String(record.owner ?? ''), admins: [] as string[], users: [] as string[] };
    try {
      members = await sourceGroupMembers(source, id);
    } catch (error) {
      if (!isMissingOrHidden(error)) throw error;
      notes.push(`The members of group "${String(record.title)}" could not be read; only its owner is copied.`);
    }
    groups.push({ record, ...members });
    const content = await sourcePages(source, `content/groups/${encodeURIComponent(id)}/search`, { q: '' });
    for (const item of content.results) {
      const itemId = String(item.id);
      sharedTo.set(itemId, [...(sharedTo.get(itemId) ?? []), id]);
      if (scope.kind === 'site' && !itemRecords.some((known) => known.id === itemId)) itemRecords.push(item);
    }
  }
  const items: SourceItem[] = [];
  for (const record of itemRecords) {
    const id = String(record.id);
    const resources = await sourceItemResources(source, id).catch((error: unknown) => {
      if (isMissingOrHidden(error)) return [];
      throw error;
    });
    items.push({ record, groups: sharedTo.get(id) ?? [], resources });
  }
  const users = await readUsers(source, orgId, caller, items, groups, notes);
  return { portal, orgId, caller, users, groups, items, notes };
}

async function readSiteScope(
  source: SourceConnection,
  siteId: string,
  notes: string[],
): Promise<{ items: SourceRecord[]; groups: SourceRecord[] }> {
  const site = await sourceJson<SourceRecord>(source, `content/items/${encodeURIComponent(siteId)}`);
  const data = await sourceJson<unknown>(source, `content/items/${encodeURIComponent(siteId)}/data`).catch(() => ({}));
  const items: SourceRecord[] = [site];
  const groups: SourceRecord[] = [];
  for (const id of guidsIn([site.properties, data]).filter((id) => id !== siteId)) {
    const group = await sourceJson<SourceRecord>(source, `community/groups/${id}`).catch(() => undefined);
    if (group && !('error' in group)) {
      groups.push(group);
      continue;
    }
    const item = await sourceJson<SourceRecord>(source, `content/items/${id}`).catch((error: unknown) => {
      if (isMissingOrHidden(error)) return undefined;
      throw error;
    });
    if (item) items.push(item);
    else notes.push(`The site names ${id}, which is neither a group nor an item this account can read.`);
  }
  return { items, groups };
}

async function readUsers(
  source: SourceConnection,
  orgId: string,
  caller: SourceRecord,
  items: readonly SourceItem[],
  groups: readonly SourceGroup[],
  notes: string[],
): Promise<SourceRecord[]> {
  const wanted = new Set<string>([String(caller.username)]);
  for (const { record } of items) wanted.add(String(record.owner ?? ''));
  for (const group of groups) for (const name of [group.owner, ...group.admins, ...group.users]) wanted.add(name);
  wanted.delete('');
  const listed = await sourcePages(source, 'portals/self/users', {}).catch((error: unknown) => {
    if (isMissingOrHidden(error)) return undefined;
    throw error;
  });
  const byName = new Map((listed?.results ?? []).map((user) => [String(user.username), user]));
  const users: SourceRecord[] = [];
  const outside: string[] = [];
  for (const username of [...wanted].sort()) {
    const user =
      byName.get(username) ??
      (await sourceJson<SourceRecord>(source, `community/users/${encodeURIComponent(username)}`).catch(
        () => undefined,
      ));
    if (user && user.orgId === orgId) users.push(user);
    else outside.push(username);
  }
  if (outside.length) {
    notes.push(`Not copied (accounts of other organisations, or not readable): ${outside.join(', ')}.`);
  }
  return users;
}

/** Every 32-hex-digit id in a model, in order of appearance, once. */
function guidsIn(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string') {
    if (GUID.test(value) && !found.includes(value)) found.push(value);
  } else if (Array.isArray(value)) {
    for (const entry of value) guidsIn(entry, found);
  } else if (typeof value === 'object' && value !== null) {
    for (const entry of Object.values(value)) guidsIn(entry, found);
  }
  return found;
}
