import { ASSOCIATION_GROUP_KEYWORD, FOLLOWERS_GROUP_KEYWORD, followsKeyword } from '@plaza/core';
import { hashPassword } from '../auth/password.ts';
import { demoItemId } from './demoItemId.ts';
import { ROLE_LICENSE_TYPE } from '../auth/rolePrivileges.ts';
import type { Db } from '../db/database.ts';
import { newId } from '../db/newId.ts';
import { upsertMember } from '../db/repositories/groupMemberRepository.ts';
import { insertGroup } from '../db/repositories/groupRepository.ts';
import { countOrgs, insertOrg, insertOrgTrust } from '../db/repositories/orgRepository.ts';
import { insertUser } from '../db/repositories/userRepository.ts';
import { DEMO_ORGS, DEMO_ROLES, demoUsername, type DemoOrg, type DemoRoleKey } from './demoData.ts';
import { seedDemoContent } from './seedDemoContent.ts';
import { seedDemoLayers } from './seedDemoLayers.ts';
import { seedDemoMaps } from './seedDemoMaps.ts';
import { seedPublicArtFile } from './demoPublicArt.ts';
import { seedDemoEvents } from './seedDemoEvents.ts';
import { seedDemoSurvey } from './seedDemoSurvey.ts';
import { seedDemoTemplates } from './seedDemoTemplates.ts';
import { seedDemoTelemetry } from './seedDemoTelemetry.ts';
import { seedDemoDiscussions } from './seedDemoDiscussions.ts';

export interface SeedOptions {
  readonly password: string;
  readonly now?: () => number;
  /** Base domain of the demo sites' hostnames (default `localhost:3000`). */
  readonly baseDomain?: string;
}

export interface SeedResult {
  readonly seeded: boolean;
  readonly signIns: readonly { readonly org: string; readonly username: string }[];
}

/**
 * Fills an empty database with the demo organisations Riverside (default, hub premium) and
 * Hillcrest (hub basic), each with `admin_`, `publisher_`, `user_` and `viewer_<key>` and a few
 * groups. Does nothing when any organisation exists. Runs in one transaction.
 *
 * @example
 * await seedDemoWhenEmpty(db, { password: config.demoPassword });
 */
export async function seedDemoWhenEmpty(db: Db, options: SeedOptions): Promise<SeedResult> {
  const now = options.now ?? Date.now;
  const roleKeys = Object.keys(DEMO_ROLES) as DemoRoleKey[];
  // A database already filled costs nothing more: hashing the demo passwords (≈ 0.5 s of CPU and 90 MB with scrypt) is
  // skipped on every start but the first (issue 24's start-up). The transaction checks again, for two servers starting
  // at once on one PostgreSQL.
  if ((await countOrgs(db)) > 0) return { seeded: false, signIns: [] };
  // Each user gets a salt of its own; hashing happens before the transaction opens.
  const hashes = await Promise.all(
    DEMO_ORGS.flatMap((org) =>
      roleKeys.map(async (who) => [demoUsername(who, org.key), await hashPassword(options.password)] as const),
    ),
  );
  const hashOf = new Map(hashes);
  return db.transaction().execute(async (trx) => {
    if ((await countOrgs(trx)) > 0) return { seeded: false, signIns: [] };
    const at = now();
    const orgIds = new Map<string, string>();
    const groupIds = new Map<string, string>();
    const signIns: { org: string; username: string }[] = [];
    for (const org of DEMO_ORGS) {
      const orgId = newId();
      orgIds.set(org.key, orgId);
      await insertDemoOrg(trx, org, orgId, at);
      for (const who of roleKeys) {
        const username = demoUsername(who, org.key);
        await insertUser(trx, {
          username,
          org_id: orgId,
          full_name: `${org.name} ${DEMO_ROLES[who].title}`,
          email: `${who}@${org.key}.example`,
          role: DEMO_ROLES[who].role,
          user_license_type: ROLE_LICENSE_TYPE[DEMO_ROLES[who].role],
          password_hash: hashOf.get(username)!,
          created: at,
          modified: at,
          last_login: null,
          // The publishers' profiles are public, so a visitor can open the person page of whoever published a
          // dataset; everyone else is seen by their organisation only.
          access: who === 'publisher' ? 'public' : 'org',
        });
        signIns.push({ org: org.name, username });
      }
      for (const [title, id] of await insertDemoGroups(trx, org, orgId, at)) groupIds.set(`${org.key}:${title}`, id);
    }
    // Riverside trusts Hillcrest (a neighbouring county it collaborates with).
    await insertOrgTrust(trx, orgIds.get('riverside')!, orgIds.get('hillcrest')!, at);
    await seedDemoContent(trx, { orgIds, groupIds, baseDomain: options.baseDomain ?? 'localhost:3000' });
    await seedDemoEvents(trx, { orgId: orgIds.get('riverside')!, now: at });
    await seedDemoLayers(trx, { created: at });
    await seedPublicArtFile(trx, { now: at });
    await seedDemoMaps(trx, { now: at });
    await seedDemoDiscussions(trx, { orgId: orgIds.get('riverside')!, now: at });
    await seedDemoTelemetry(trx, { now: at });
    await seedDemoSurvey(trx, { now: at });
    await seedDemoTemplates(trx, { now: at });
    return { seeded: true, signIns };
  });
}

async function insertDemoOrg(db: Db, org: DemoOrg, orgId: string, at: number): Promise<void> {
  await insertOrg(db, {
    id: orgId,
    url_key: org.key,
    name: org.name,
    description: org.description,
    is_default: org.isDefault,
    is_portal: false,
    hub_enabled: org.hubEnabled,
    properties: JSON.stringify({ tracking: { enabled: org.trackingEnabled }, alphaOrgs: [], betaOrgs: [] }),
    created: at,
    modified: at,
  });
}

async function insertDemoGroups(db: Db, org: DemoOrg, orgId: string, at: number): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const group of org.groups) {
    const id = newId();
    const owner = demoUsername(group.owner, org.key);
    await insertGroup(db, {
      id,
      org_id: orgId,
      owner,
      title: group.title,
      snippet: group.snippet,
      tags: JSON.stringify(group.tags ?? []),
      access: group.access,
      is_invitation_only: group.isInvitationOnly ?? false,
      auto_join: group.autoJoin ?? false,
      is_view_only: group.isViewOnly ?? false,
      type_keywords: JSON.stringify(
        group.follows
          ? [FOLLOWERS_GROUP_KEYWORD, followsKeyword(group.follows.kind, demoItemId(org.key, group.follows.key))]
          : group.associates
            ? [ASSOCIATION_GROUP_KEYWORD, `associates|initiative|${demoItemId(org.key, group.associates.key)}`]
            : [],
      ),
      capabilities: JSON.stringify(group.sharedUpdate ? ['updateitemcontrol'] : []),
      membership_access: group.membershipAccess ?? 'none',
      protected: group.protected ?? false,
      thumbnail: null,
      created: at,
      modified: at,
    });
    ids.set(group.title, id);
    await upsertMember(db, { groupId: id, username: owner, memberType: 'owner', joined: at });
    for (const member of group.members) {
      await upsertMember(db, {
        groupId: id,
        username: demoUsername(member.who, org.key),
        memberType: member.type,
        joined: at - (member.joinedDaysAgo ?? 0) * 24 * 60 * 60 * 1000,
      });
    }
  }
  return ids;
}
