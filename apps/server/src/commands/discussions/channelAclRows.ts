import type { Insertable } from 'kysely';
import type { UserCaller } from '../../auth/caller.ts';
import type { ChannelAclTable } from '../../db/discussionTables.ts';
import { newId } from '../../db/newId.ts';
import { HubApiError } from '../../errors/hubApiError.ts';
import type { AclEntryInput, CreateChannelInput } from './discussionInput.ts';

/**
 * The ACL a channel write stores (ADR 0150): the `channelAclDefinition` given, or the legacy access turned into
 * rows — `public`: anyone reads, signed-in users read and write; `org`: members of the orgs (the caller's by default)
 * read and write; `private`: only the groups named — with the groups given added for every access. The creator is
 * always its owner. Both forms at once is a 400. Undefined when the input changes no permission.
 *
 * @example
 * const rows = channelAclRows(channelId, input, caller, now);
 */
export function channelAclRows(
  channelId: string,
  input: Pick<CreateChannelInput, 'access' | 'orgs' | 'groups' | 'channelAclDefinition'>,
  owner: string,
  caller: UserCaller,
  now: number,
): Insertable<ChannelAclTable>[] | undefined {
  const legacy = input.access !== undefined || input.orgs !== undefined || input.groups !== undefined;
  if (legacy && input.channelAclDefinition) {
    throw new HubApiError(400, 'Bad Request', 'Give either channelAclDefinition or access, orgs and groups, not both.');
  }
  let entries: AclEntryInput[];
  if (input.channelAclDefinition) {
    entries = input.channelAclDefinition;
  } else if (legacy) {
    const access = input.access ?? 'private';
    const groups = (input.groups ?? []).map((key): AclEntryInput => ({
      category: 'group',
      subCategory: 'member',
      key,
      role: 'readWrite',
    }));
    const orgs = (input.orgs?.length ? input.orgs : [caller.orgId]).map((key): AclEntryInput => ({
      category: 'org',
      subCategory: 'member',
      key,
      role: 'readWrite',
    }));
    entries =
      access === 'public'
        ? [{ category: 'anonymousUser', role: 'read' }, { category: 'authenticatedUser', role: 'readWrite' }, ...groups]
        : access === 'org'
          ? [...orgs, ...groups]
          : groups;
  } else {
    return undefined;
  }
  const rows = entries
    .filter((e) => !(e.category === 'user' && e.key === owner && e.role === 'owner'))
    .map((e) => ({
      id: newId(),
      channel_id: channelId,
      category: e.category,
      sub_category: e.category === 'org' || e.category === 'group' ? (e.subCategory ?? 'member') : null,
      key: e.key ?? null,
      role: e.role,
      creator: caller.username,
      created_at: now,
      updated_at: now,
    }));
  rows.push({
    id: newId(),
    channel_id: channelId,
    category: 'user',
    sub_category: null,
    key: owner,
    role: 'owner',
    creator: caller.username,
    created_at: now,
    updated_at: now,
  });
  return rows;
}
