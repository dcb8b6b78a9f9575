import type { Db } from '../db/database.ts';
import {
  findItemHeads,
  findSiteHostnames,
  listFollowersGroups,
  listMembersOfGroups,
  readItemJsonData,
  type ItemHead,
} from '../db/repositories/notificationRecipientRepository.ts';
import { catalogScopeMatches } from './catalogScopeMatches.ts';
import type { Recipient } from './recipient.ts';

const FOLLOWS = /^hubFollowersOf\|(site|initiative|project)\|([0-9a-f]{32})$/;

/**
 * The followers of every site, initiative or project (ADR 0157's followers groups) whose catalog holds an item, each
 * with a link to the item on the followed site's own address (else on `origin`) and the followed entity's name. A
 * person who follows several is listed once, through the first.
 *
 * @example
 * const recipients = await siteFollowers(db, item, `/content/${item.id}`, 'http://localhost:3000');
 */
export async function siteFollowers(db: Db, item: ItemHead, path: string, origin: string): Promise<Recipient[]> {
  const groups = (await listFollowersGroups(db)).flatMap((group) => {
    const match = group.typeKeywords.map((k) => FOLLOWS.exec(k)).find((m) => m !== null);
    return match && match[2] !== item.id ? [{ groupId: group.id, kind: match[1]!, entityId: match[2]! }] : [];
  });
  if (groups.length === 0) return [];
  const entities = await findItemHeads(
    db,
    groups.map((g) => g.entityId),
  );
  const hosts = await findSiteHostnames(
    db,
    groups.filter((g) => g.kind === 'site').map((g) => g.entityId),
  );
  const scheme = origin.startsWith('https:') ? 'https:' : 'http:';
  const seen = new Set<string>();
  const recipients: Recipient[] = [];
  for (const group of groups) {
    const entity = entities.get(group.entityId);
    if (!entity) continue;
    const data = (await readItemJsonData(db, entity.id)) as { catalog?: unknown } | undefined;
    if (!catalogScopeMatches(data?.catalog, item)) continue;
    const host = hosts.get(entity.id);
    const href = `${host ? `${scheme}//${host}` : origin}${path}`;
    for (const username of await listMembersOfGroups(db, [group.groupId])) {
      if (seen.has(username)) continue;
      seen.add(username);
      recipients.push({ username, href, sourceName: entity.title });
    }
  }
  return recipients;
}
