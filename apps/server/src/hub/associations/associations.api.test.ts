import {
  associateProject,
  AssociationRefusal,
  createEntity,
  dissociateProject,
  fetchEntity,
  fetchInitiativeProjects,
  fetchProjectInitiatives,
  getGroup,
  getPortalSelf,
  initiativeReference,
  setItemAccess,
  type EntityWriteOptions,
} from '@plaza/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityOf, SEEDED_USERS } from '../../testing/signIn.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

// Issue 20: a project joins an initiative — the initiative includes it (shared with its association group) and the
// project references it (`ref|initiative|{id}`); both pages list the other; refused across orgs or without edit.
let t: TestApp;
let portal: string;
let publisher: EntityWriteOptions;
let resident: EntityWriteOptions;
let outsider: EntityWriteOptions;

async function optionsAs(username: string): Promise<EntityWriteOptions> {
  const authentication = await identityOf(t, username, portal);
  return { portal, authentication, portalSelf: await getPortalSelf({ portal, authentication }) };
}

const reasonOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: unknown) => (error instanceof AssociationRefusal ? error.reason : String(error)),
  );

beforeAll(async () => {
  t = await createTestApp();
  const origin = await t.listen();
  portal = `${origin}/sharing/rest`;
  publisher = await optionsAs(SEEDED_USERS.riverside.publisher);
  resident = await optionsAs(SEEDED_USERS.riverside.user);
  outsider = await optionsAs(SEEDED_USERS.hillcrest.publisher);
});
afterAll(() => t.close());

describe('associations between projects and initiatives', () => {
  it('joins both halves at once, lists each on the other side (also for anonymous readers), and leaves again', async () => {
    const initiative = await createEntity('initiative', { name: 'Shade for Every Street' }, publisher);
    const project = await createEntity('project', { name: 'Elm Avenue Planting' }, publisher);
    for (const entity of [initiative, project]) await setItemAccess(entity, 'public', publisher);
    const fresh = {
      initiative: await fetchEntity('initiative', initiative.id, publisher),
      project: await fetchEntity('project', project.id, publisher),
    };

    const joined = await associateProject(fresh.project, fresh.initiative, publisher);
    expect(joined.project.typeKeywords).toContain(initiativeReference(initiative.id));
    const groupId = joined.initiative.associations?.groupId as string;
    const group = await getGroup(groupId, publisher);
    expect(group.title).toBe('Projects of Shade for Every Street');
    expect(group.protected).toBe(true);
    expect(group.access).toBe('public');

    const anonymous = { portal };
    expect((await fetchInitiativeProjects(joined.initiative, anonymous)).map((p) => p.name)).toEqual([
      'Elm Avenue Planting',
    ]);
    const initiatives = await fetchProjectInitiatives(joined.project, anonymous);
    expect(initiatives).toEqual([
      expect.objectContaining({
        name: 'Shade for Every Street',
        kind: 'initiative',
        href: `/initiatives/${initiative.id}`,
      }),
    ]);

    // Joining again changes nothing; a second project reuses the group.
    const again = await associateProject(joined.project, joined.initiative, publisher);
    expect(again.initiative.associations?.groupId).toBe(groupId);
    expect(again.project.typeKeywords.filter((k) => k === initiativeReference(initiative.id))).toHaveLength(1);

    const left = await dissociateProject(again.project, again.initiative, publisher);
    expect(left.project.typeKeywords).not.toContain(initiativeReference(initiative.id));
    expect(await fetchInitiativeProjects(left.initiative, anonymous)).toEqual([]);
    expect(await fetchProjectInitiatives(left.project, anonymous)).toEqual([]);
  });

  it('counts only both halves: a keyword alone (a project claiming an initiative) is not an association', async () => {
    const initiative = await createEntity('initiative', { name: 'Cool Roofs' }, publisher);
    const joined = await associateProject(
      await createEntity('project', { name: 'Roof One' }, publisher),
      await fetchEntity('initiative', initiative.id, publisher),
      publisher,
    );
    const claiming = await createEntity(
      'project',
      { name: 'Roof Two', typeKeywords: [initiativeReference(initiative.id)] },
      publisher,
    );
    expect(claiming.typeKeywords).toContain(initiativeReference(initiative.id));
    expect((await fetchInitiativeProjects(joined.initiative, publisher)).map((p) => p.name)).toEqual(['Roof One']);
    expect(await fetchProjectInitiatives(claiming, publisher)).toEqual([]);
  });

  it('is refused, with the reason, when the caller cannot edit either side or the two are of different orgs', async () => {
    const initiative = await createEntity('initiative', { name: 'Quiet Streets' }, publisher);
    const project = await createEntity('project', { name: 'Speed Humps' }, publisher);
    for (const entity of [initiative, project]) await setItemAccess(entity, 'org', publisher);
    const asResident = {
      initiative: await fetchEntity('initiative', initiative.id, resident),
      project: await fetchEntity('project', project.id, resident),
    };
    expect(await reasonOf(associateProject(asResident.project, asResident.initiative, resident))).toBe(
      'cannotEditInitiative',
    );
    const theirs = await createEntity('project', { name: 'Hillcrest Trails' }, outsider);
    expect(
      await reasonOf(associateProject(theirs, await fetchEntity('initiative', initiative.id, publisher), publisher)),
    ).toBe('otherOrg');
    const error = await associateProject(asResident.project, asResident.initiative, resident).catch((e: unknown) => e);
    expect((error as Error).message).toBe('You cannot edit Quiet Streets, so you cannot change its projects.');
    // Nothing was written.
    const stored = await fetchEntity('initiative', initiative.id, publisher);
    expect(stored.associations?.groupId).toBeUndefined();
  });
});
