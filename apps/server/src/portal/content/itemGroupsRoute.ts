import type { Context } from 'hono';
import { findMembership } from '../../db/repositories/groupMemberRepository.ts';
import { findGroupById } from '../../db/repositories/groupRepository.ts';
import { listItemGroupIds } from '../../db/repositories/itemShareRepository.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { presentGroup, type GroupJson } from '../../presenters/groupPresenter.ts';
import { canSeeGroup } from '../groups/groupAccess.ts';
import { loadVisibleItem } from './loadItem.ts';

/**
 * `content/items/{id}/groups`: the groups an item is shared to that the caller can see, split as
 * the portal does into those the caller administers (`admin`), belongs to (`member`) and `other`.
 */
export async function itemGroupsRoute(c: Context<AppEnv>): Promise<Response> {
  const item = await loadVisibleItem(c);
  const { db } = c.get('deps');
  const caller = c.get('caller');
  const answer: { admin: GroupJson[]; member: GroupJson[]; other: GroupJson[] } = { admin: [], member: [], other: [] };
  for (const id of await listItemGroupIds(db, item.id)) {
    const group = await findGroupById(db, id);
    if (!group) continue;
    const membership = caller.kind === 'user' ? await findMembership(db, id, caller.username) : undefined;
    if (!canSeeGroup(caller, group, membership)) continue;
    const json = presentGroup(
      group,
      caller.kind === 'user' ? { username: caller.username, ...(membership ? { membership } : {}) } : undefined,
    );
    if (membership?.member_type === 'owner' || membership?.member_type === 'admin') answer.admin.push(json);
    else if (membership) answer.member.push(json);
    else answer.other.push(json);
  }
  return c.json(answer);
}
