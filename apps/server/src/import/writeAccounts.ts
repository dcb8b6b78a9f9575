import type { Db } from '../db/database.ts';
import { upsertMember } from '../db/repositories/groupMemberRepository.ts';
import { findGroupById, insertGroup, updateGroupRow } from '../db/repositories/groupRepository.ts';
import { deleteImportJournal, writeImportJournal } from '../db/repositories/importJournalRepository.ts';
import {
  removeImportedMember,
  upsertImportedOrg,
  upsertImportedUser,
} from '../db/repositories/importWriteRepository.ts';
import type { Access, GroupMemberType, MembershipAccess, UserRole } from '../db/schema.ts';
import { ROLE_LICENSE_TYPE } from '../auth/rolePrivileges.ts';
import type { ImportPlan, Planned } from './planImport.ts';
import type { SourceGroup } from './readSourceSnapshot.ts';
import type { SourceRecord } from './sourcePortal.ts';

/** No password: imported accounts sign in once an administrator gives them one (the source never shares it). */
const NO_PASSWORD = 'imported$no-password';
/** The role ArcGIS Online gives its Viewer accounts (`role: org_user`, this `roleId`). */
const VIEWER_ROLE_ID = 'iAAAAAAAAAAAAAAA';

/** Writes the organisation and its journal row, in one transaction. */
export async function writeOrg(db: Db, plan: ImportPlan, now: number): Promise<void> {
  const { org } = plan;
  const portal = org.source;
  const hub = record(record(portal.portalProperties).hub);
  await db.transaction().execute(async (trx) => {
    await upsertImportedOrg(trx, {
      id: org.targetId,
      url_key: org.urlKey,
      name: text(portal.name, org.urlKey),
      description: text(portal.description, ''),
      is_default: org.isDefault,
      is_portal: portal.isPortal === true,
      hub_enabled: hub.enabled === true || portal.isHubEnabled === true,
      properties: JSON.stringify(record(portal.properties)),
      created: num(portal.created, now),
      modified: num(portal.modified, now),
    });
    await journal(trx, plan, 'org', org, now);
  });
}

/** Writes one account (kept username, or the one the plan gave it) and its journal row. */
export async function writeUser(db: Db, plan: ImportPlan, user: Planned<SourceRecord>, now: number): Promise<void> {
  const source = user.source;
  await db.transaction().execute(async (trx) => {
    await upsertImportedUser(trx, {
      username: user.targetId,
      org_id: plan.org.targetId,
      full_name: text(source.fullName, user.targetId),
      email: text(source.email, ''),
      role: roleOf(source),
      user_license_type: ROLE_LICENSE_TYPE[roleOf(source)],
      password_hash: NO_PASSWORD,
      description: text(source.description, ''),
      created: num(source.created, now),
      modified: num(source.modified, now),
      last_login: null,
      access: accessOf(source.access),
      tags: JSON.stringify(strings(source.tags)),
      thumbnail: null,
      culture: text(source.culture, 'en'),
    });
    await journal(trx, plan, 'user', user, now);
  });
}

/** Writes one group with its members (those whose accounts were copied) and their journal rows. */
export async function writeGroup(db: Db, plan: ImportPlan, group: Planned<SourceGroup>, now: number): Promise<void> {
  const source = group.source.record;
  const owner = userOf(plan, group.source.owner) ?? plan.fallbackOwner;
  const fields = {
    owner,
    title: text(source.title, group.targetId),
    snippet: text(source.snippet, ''),
    description: text(source.description, ''),
    tags: JSON.stringify(strings(source.tags)),
    type_keywords: JSON.stringify(strings(source.typeKeywords)),
    access: accessOf(source.access),
    is_invitation_only: source.isInvitationOnly === true,
    is_view_only: source.isViewOnly === true,
    is_read_only: source.isReadOnly === true,
    auto_join: source.autoJoin === true,
    capabilities: JSON.stringify(strings(source.capabilities)),
    membership_access: membershipAccessOf(source.membershipAccess),
    protected: source.protected === true,
    sort_field: text(source.sortField, 'title'),
    sort_order: text(source.sortOrder, 'asc'),
    modified: num(source.modified, now),
  };
  await db.transaction().execute(async (trx) => {
    if (await findGroupById(trx, group.targetId)) await updateGroupRow(trx, group.targetId, fields);
    else {
      await insertGroup(trx, {
        ...fields,
        id: group.targetId,
        org_id: plan.org.targetId,
        thumbnail: null,
        created: num(source.created, now),
      });
    }
    const wanted = new Map<string, GroupMemberType>();
    for (const name of group.source.users) wanted.set(name, 'member');
    for (const name of group.source.admins) wanted.set(name, 'admin');
    wanted.set(group.source.owner, 'owner');
    const memberKey = (name: string): string => `${group.sourceId}|${name}`;
    for (const [name, memberType] of wanted) {
      const username = name === group.source.owner ? owner : userOf(plan, name);
      if (!username) continue;
      await upsertMember(trx, { groupId: group.targetId, username, memberType, joined: now });
      const id = memberKey(name);
      await writeImportJournal(trx, {
        source: plan.source,
        kind: 'member',
        source_id: id,
        target_id: `${group.targetId}|${username}`,
        fingerprint: memberType,
        copied: now,
      });
    }
    const gone = [...(plan.journal.get('member')?.values() ?? [])].filter(
      (row) =>
        row.source_id.startsWith(`${group.sourceId}|`) && !wanted.has(row.source_id.slice(group.sourceId.length + 1)),
    );
    for (const row of gone) await removeImportedMember(trx, group.targetId, row.target_id.split('|')[1] ?? '');
    await deleteImportJournal(
      trx,
      plan.source,
      'member',
      gone.map((row) => row.source_id),
    );
    await journal(trx, plan, 'group', group, now);
  });
}

/** The Plaza username of a source account that was copied. */
export function userOf(plan: ImportPlan, sourceUsername: string): string | undefined {
  return plan.users.find((u) => u.sourceId === sourceUsername)?.targetId;
}

export async function journal(
  db: Db,
  plan: ImportPlan,
  kind: 'org' | 'user' | 'group' | 'item',
  entry: Planned<unknown>,
  now: number,
): Promise<void> {
  await writeImportJournal(db, {
    source: plan.source,
    kind,
    source_id: entry.sourceId,
    target_id: entry.targetId,
    fingerprint: entry.fingerprint,
    copied: now,
  });
}

/** ArcGIS Online's roles map onto Plaza's four; a custom role becomes the standard one it is based on. */
function roleOf(user: SourceRecord): UserRole {
  if (user.roleId === VIEWER_ROLE_ID) return 'viewer';
  const role = user.role;
  return role === 'org_admin' || role === 'org_publisher' || role === 'viewer' ? role : 'org_user';
}

function accessOf(value: unknown): Access {
  if (value === 'public' || value === 'private') return value;
  return 'org';
}

function membershipAccessOf(value: unknown): MembershipAccess {
  return value === 'collaboration' || value === 'none' ? value : 'org';
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' && value !== 'null' ? value : fallback;
}

function num(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

function strings(value: unknown): string[] {
  if (typeof value === 'string')
    return value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}
