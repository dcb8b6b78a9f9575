import type { Db } from '../db/database.ts';
import type { ImportRecordKind } from '../db/importTables.ts';
import { existingIds, readImportJournal, type ImportJournalRow } from '../db/repositories/importJournalRepository.ts';
import { findOrgById, findOrgByUrlKey } from '../db/repositories/orgRepository.ts';
import { newId } from '../db/newId.ts';
import { fingerprint } from './fingerprint.ts';
import type { SourceGroup, SourceItem, SourceSnapshot } from './readSourceSnapshot.ts';
import type { SourceRecord } from './sourcePortal.ts';

/** What the import does with a source record: write it anew, write what changed, or leave it. */
export type ImportAction = 'create' | 'update' | 'unchanged';

export interface Planned<S> {
  readonly sourceId: string;
  readonly targetId: string;
  readonly action: ImportAction;
  readonly fingerprint: string;
  /** The source id could not be kept (taken in Plaza, or not a portal id). */
  readonly idChanged: boolean;
  readonly source: S;
}

/** Everything a run will do, decided before anything is written (and all a dry run prints). */
export interface ImportPlan {
  /** The journal's key of the source: `{portal url}#{org id}`. */
  readonly source: string;
  readonly org: Planned<SourceRecord> & { readonly urlKey: string; readonly isDefault: boolean };
  readonly users: readonly Planned<SourceRecord>[];
  readonly groups: readonly Planned<SourceGroup>[];
  readonly items: readonly Planned<SourceItem>[];
  /** Source id → Plaza id, for every item, group and user (to point references at what was written). */
  readonly ids: ReadonlyMap<string, string>;
  /** The Plaza username items fall back to when their owner was not copied: the importing account's. */
  readonly fallbackOwner: string;
  readonly journal: ReadonlyMap<ImportRecordKind, ReadonlyMap<string, ImportJournalRow>>;
}

const GUID = /^[0-9a-f]{32}$/;

/**
 * Decides, for every record read from the source, where it goes in Plaza and whether it is new, changed or the same
 * as the journal remembers: ids and usernames are kept where free (a portal id that Plaza already holds for
 * something else, or that is not a portal id, gets a new one), the organisation's url key too.
 *
 * @example
 * const plan = await planImport(db, snapshot, 'https://example.org/sharing/rest');
 */
export async function planImport(db: Db, snapshot: SourceSnapshot, portalUrl: string): Promise<ImportPlan> {
  const source = `${portalUrl.replace(/\/+$/, '')}#${snapshot.orgId}`;
  const journal = await readImportJournal(db, source);
  const journaled = (kind: ImportRecordKind, id: string): ImportJournalRow | undefined => journal.get(kind)?.get(id);
  const org = await planOrg(db, snapshot, journaled('org', snapshot.orgId));

  const takenUsers = await existingIds(
    db,
    'user',
    snapshot.users.map((u) => String(u.username)),
  );
  const users = snapshot.users.map((record) => {
    const name = String(record.username);
    const prior = journaled('user', name);
    const targetId = prior?.target_id ?? (takenUsers.has(name) ? `${name}_${org.urlKey}` : name);
    return planned(name, targetId, prior, { user: record }, record);
  });
  const groupIds = snapshot.groups.map((g) => String(g.record.id));
  const takenGroups = await existingIds(db, 'group', groupIds);
  const groups = snapshot.groups.map((group) => {
    const id = String(group.record.id);
    const prior = journaled('group', id);
    const targetId = prior?.target_id ?? (GUID.test(id) && !takenGroups.has(id) ? id : newId());
    const members = { owner: group.owner, admins: [...group.admins].sort(), users: [...group.users].sort() };
    return planned(id, targetId, prior, { group: group.record, members }, group);
  });
  const takenItems = await existingIds(
    db,
    'item',
    snapshot.items.map((i) => String(i.record.id)),
  );
  const items = snapshot.items.map((item) => {
    const id = String(item.record.id);
    const prior = journaled('item', id);
    const targetId = prior?.target_id ?? (GUID.test(id) && !takenItems.has(id) ? id : newId());
    const resources = [...item.resources].sort((a, b) => (a.resource < b.resource ? -1 : 1));
    return planned(id, targetId, prior, { item: item.record, groups: [...item.groups].sort(), resources }, item);
  });
  const ids = new Map<string, string>();
  if (org.idChanged) ids.set(org.sourceId, org.targetId);
  for (const entry of [...groups, ...items])
    if (entry.targetId !== entry.sourceId) ids.set(entry.sourceId, entry.targetId);
  const userIds = new Map(users.map((u) => [u.sourceId, u.targetId]));
  const fallbackOwner = userIds.get(String(snapshot.caller.username)) ?? users[0]?.targetId ?? '';
  return { source, org, users, groups, items, ids: withUsers(ids, userIds), fallbackOwner, journal };
}

async function planOrg(
  db: Db,
  snapshot: SourceSnapshot,
  prior: ImportJournalRow | undefined,
): Promise<Planned<SourceRecord> & { urlKey: string; isDefault: boolean }> {
  const { portal, orgId } = snapshot;
  const existing = prior ? await findOrgById(db, prior.target_id) : undefined;
  // Plaza's org ids are lower case (the portal reads `portals/{id}` and `orgid:` so): a mixed-case ArcGIS id is kept
  // in lower case when that is free.
  const lower = orgId.toLowerCase();
  const keep = /^[0-9a-z]{1,64}$/.test(lower) && !(await findOrgById(db, lower));
  const targetId = existing?.id ?? (keep ? lower : newId());
  let urlKey = existing?.url_key ?? keyOf(portal);
  if (!existing) {
    const base = urlKey;
    for (let n = 2; await findOrgByUrlKey(db, urlKey); n += 1) urlKey = `${base}-${n}`;
  }
  const isDefault = existing ? existing.is_default : !(await db.selectFrom('orgs').select('id').executeTakeFirst());
  return { ...planned(orgId, targetId, prior, { portal: orgFields(portal) }, portal), urlKey, isDefault };
}

/** The org fields the import copies (portals/self also carries the caller and settings Plaza does not keep). */
export function orgFields(portal: SourceRecord): SourceRecord {
  const { id, name, urlKey, description, isPortal, portalProperties, properties } = portal;
  return { id, name, urlKey, description, isPortal, portalProperties, properties };
}

/** An Enterprise portal has no url key: one is made from its name. */
function keyOf(portal: SourceRecord): string {
  if (typeof portal.urlKey === 'string' && /^[a-z0-9-]+$/i.test(portal.urlKey)) return portal.urlKey.toLowerCase();
  const slug = String(portal.name ?? 'portal')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug.slice(0, 40) || 'portal';
}

function planned<S>(
  sourceId: string,
  targetId: string,
  prior: ImportJournalRow | undefined,
  printed: unknown,
  source: S,
): Planned<S> {
  const print = fingerprint(printed);
  const action: ImportAction = !prior ? 'create' : prior.fingerprint === print ? 'unchanged' : 'update';
  return { sourceId, targetId, action, fingerprint: print, idChanged: targetId !== sourceId, source };
}

function withUsers(ids: Map<string, string>, users: ReadonlyMap<string, string>): Map<string, string> {
  for (const [from, to] of users) if (from !== to) ids.set(from, to);
  return ids;
}
