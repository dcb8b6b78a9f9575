import type { Json, JsonObject, ReplayItem, ReplayOrg } from './loadReplayOrg.ts';

/** Who calls the replay portal: nobody, or one of the org's users. */
export type ReplayCaller = { readonly kind: 'anonymous' } | { readonly kind: 'user'; readonly user: JsonObject };

/** The groups a user belongs to, as the replayed org's member lists say. */
export function groupIdsOf(org: ReplayOrg, username: string): string[] {
  return org.groups
    .filter(
      ({ group, admins, users }) => group.owner === username || admins.includes(username) || users.includes(username),
    )
    .map(({ group }) => String(group.id));
}

/** The portal's item visibility (PORTAL-API.md "Visibility"), on the replayed records. */
export function canSeeItem(org: ReplayOrg, caller: ReplayCaller, entry: ReplayItem): boolean {
  const { item } = entry;
  if (item.access === 'public') return true;
  if (caller.kind === 'anonymous') return false;
  const { user } = caller;
  if (item.owner === user.username) return true;
  if (user.orgId === item.orgId && user.role === 'org_admin') return true;
  if (item.access === 'org' && user.orgId === item.orgId) return true;
  const mine = groupIdsOf(org, String(user.username));
  return entry.groups.some((id) => mine.includes(id));
}

/** Groups are public, org (members of the org) or private (members only). */
export function canSeeGroup(org: ReplayOrg, caller: ReplayCaller, group: JsonObject): boolean {
  if (group.access === 'public') return true;
  if (caller.kind === 'anonymous') return false;
  if (group.access === 'org' && caller.user.orgId === group.orgId) return true;
  if (caller.user.role === 'org_admin' && caller.user.orgId === group.orgId) return true;
  return groupIdsOf(org, String(caller.user.username)).includes(String(group.id));
}

/** The lower-cased values of an item's searchable fields. */
export function itemFieldValues(entry: ReplayItem): (field: string) => string[] {
  const { item } = entry;
  return (field) => {
    switch (field) {
      case 'id':
      case 'type':
      case 'owner':
      case 'title':
      case 'snippet':
      case 'description':
      case 'access':
      case 'culture':
        return texts(item[field]);
      case 'orgid':
        return texts(item.orgId);
      case 'typekeywords':
        return texts(item.typeKeywords);
      case 'tags':
        return texts(item.tags);
      case 'categories':
        return texts(item.categories);
      case 'group':
        return entry.groups.map((id) => id.toLowerCase());
      default:
        return [];
    }
  };
}

/** The lower-cased values of a group's searchable fields. */
export function groupFieldValues(group: JsonObject): (field: string) => string[] {
  return (field) => {
    switch (field) {
      case 'id':
      case 'owner':
      case 'title':
      case 'snippet':
      case 'description':
      case 'access':
        return texts(group[field]);
      case 'orgid':
        return texts(group.orgId);
      case 'tags':
        return texts(group.tags);
      case 'typekeywords':
        return texts(group.typeKeywords);
      default:
        return [];
    }
  };
}

function texts(value: Json | undefined): string[] {
  if (typeof value === 'string') return [value.toLowerCase()];
  if (Array.isArray(value)) return value.flatMap((v) => (typeof v === 'string' ? [v.toLowerCase()] : []));
  return [];
}
