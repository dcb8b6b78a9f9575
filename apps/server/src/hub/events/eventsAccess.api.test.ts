import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { buildEventInput, eventsCaller, type EventsCall } from '../../testing/eventsTestKit.ts';

// The access × role matrix of the events service (issue 14 Acceptance): anonymous, org member, group member,
// organiser and another org's member, for read, search totals, edit, status, attendees and the permission object.
let t: TestApp;
let call: EventsCall;
const ids: Record<'private' | 'org' | 'public', string> = { private: '', org: '', public: '' };

const ORGANISER = 'publisher_riverside';
const ORG_MEMBER = 'user_riverside';
const GROUP_MEMBER = 'viewer_hillcrest'; // in "Hillcrest Open Data", the private event's read group
const OTHER_ORG = 'user_hillcrest';
const ORG_ADMIN = 'admin_riverside';
const TAG = 'matrix-test';

beforeAll(async () => {
  t = await createTestApp();
  call = eventsCaller(t);
  const group = await t.db
    .selectFrom('groups')
    .select('id')
    .where('title', '=', 'Hillcrest Open Data')
    .executeTakeFirstOrThrow();
  for (const access of ['private', 'org', 'public'] as const) {
    const created = await call('POST', '/api/events/v1/events', {
      as: ORGANISER,
      body: buildEventInput({
        title: `Matrix ${access}`,
        access: access.toUpperCase(),
        tags: [TAG],
        ...(access === 'private' ? { readGroups: [group.id] } : {}),
      }),
    });
    expect(created.status).toBe(201);
    ids[access] = created.body.id as string;
  }
});
afterAll(async () => {
  await t?.close();
});

const MATRIX: readonly { who: string | undefined; label: string; sees: readonly ('private' | 'org' | 'public')[] }[] = [
  { who: undefined, label: 'anonymous', sees: ['public'] },
  { who: ORG_MEMBER, label: 'org member', sees: ['org', 'public'] },
  { who: GROUP_MEMBER, label: 'group member (other org)', sees: ['private', 'public'] },
  { who: ORGANISER, label: 'organiser', sees: ['private', 'org', 'public'] },
  { who: OTHER_ORG, label: 'other org', sees: ['public'] },
];

describe('events: who reads what', () => {
  for (const { who, label, sees } of MATRIX) {
    it(`${label}: reads exactly ${sees.join(', ')}, and search totals count nothing else`, async () => {
      for (const access of ['private', 'org', 'public'] as const) {
        const read = await call('GET', `/api/events/v1/events/${ids[access]}`, who ? { as: who } : {});
        expect(read.status, `${label} reading the ${access} event`).toBe(sees.includes(access) ? 200 : 404);
        if (read.status === 404) expect(read.body.error?.title).toBe('Not Found');
      }
      const search = await call('GET', `/api/events/v1/events?tags=${TAG}&num=1`, who ? { as: who } : {});
      expect(search.status).toBe(200);
      expect(search.body.total).toBe(sees.length);
      expect((search.body.items as unknown[]).length).toBe(1);
      expect(search.body.nextStart).toBe(sees.length > 1 ? 2 : -1);
      const all = await call(
        'GET',
        `/api/events/v1/events?tags=${TAG}&num=100&access=PRIVATE,ORG,PUBLIC`,
        who ? { as: who } : {},
      );
      const titles = (all.body.items as { title: string }[]).map((e) => e.title).sort();
      expect(titles).toEqual(sees.map((access) => `Matrix ${access}`).sort());
    });
  }
});

describe('events: who changes what', () => {
  it('only organisers edit: others get 401 (anonymous), 403 (can read) or 404 (cannot read), nothing written', async () => {
    const patch = (who: string | undefined, id: string, body: unknown) =>
      call('PATCH', `/api/events/v1/events/${id}`, { ...(who ? { as: who } : {}), body });
    expect((await patch(undefined, ids.public, { title: 'x' })).status).toBe(401);
    const member = await patch(ORG_MEMBER, ids.org, { title: 'Hijacked' });
    expect(member.status).toBe(403);
    expect(member.body.error?.detail).toMatch(/organisers/);
    expect((await patch(GROUP_MEMBER, ids.private, { title: 'Hijacked' })).status).toBe(403);
    expect((await patch(OTHER_ORG, ids.org, { title: 'Hijacked' })).status).toBe(404);
    expect((await patch(OTHER_ORG, ids.public, { status: 'CANCELED' })).status).toBe(403);
    const read = await call('GET', `/api/events/v1/events/${ids.org}`, { as: ORGANISER });
    expect(read.body.title).toBe('Matrix org');
    const edited = await patch(ORGANISER, ids.org, { title: 'Matrix org', summary: 'Edited' });
    expect(edited.status).toBe(200);
    expect(edited.body.summary).toBe('Edited');
    const byAdmin = await patch(ORG_ADMIN, ids.org, { summary: 'By the admin' });
    expect(byAdmin.status).toBe(200);
  });

  it('the permission object differs per caller on every event response', async () => {
    const permissionOf = async (who: string | undefined, id: string) =>
      (await call('GET', `/api/events/v1/events/${id}`, who ? { as: who } : {})).body.permission;
    expect(await permissionOf(ORGANISER, ids.public)).toEqual({
      canEdit: true,
      canDelete: true,
      canSetAccessToPublic: true,
      canSetAccessToOrg: true,
      canSetAccessToPrivate: true,
      canSetStatusToCancelled: true,
      canSetStatusToRemoved: true,
    });
    const none = {
      canEdit: false,
      canDelete: false,
      canSetAccessToPublic: false,
      canSetAccessToOrg: false,
      canSetAccessToPrivate: false,
      canSetStatusToCancelled: false,
      canSetStatusToRemoved: false,
    };
    expect(await permissionOf(undefined, ids.public)).toEqual(none);
    expect(await permissionOf(ORG_MEMBER, ids.public)).toEqual(none);
    expect(await permissionOf(OTHER_ORG, ids.public)).toEqual(none);
    expect(await permissionOf(ORG_ADMIN, ids.org)).toMatchObject({ canEdit: true, canDelete: true });
    const search = await call('GET', `/api/events/v1/events?tags=${TAG}`, { as: ORGANISER });
    for (const item of search.body.items as { permission: { canEdit: boolean } }[]) {
      expect(item.permission.canEdit).toBe(true);
    }
    const editable = await call('GET', `/api/events/v1/events?tags=${TAG}&canEdit=true`, { as: ORG_MEMBER });
    expect(editable.body.total).toBe(0);
  });

  it('status: organisers cancel; a canceled event stays readable, a removed one only for its organisers', async () => {
    const created = await call('POST', '/api/events/v1/events', {
      as: ORGANISER,
      body: buildEventInput({ title: 'Status event', access: 'ORG', tags: ['status-test'] }),
    });
    const id = created.body.id as string;
    expect(
      (await call('PATCH', `/api/events/v1/events/${id}`, { as: ORG_MEMBER, body: { status: 'CANCELED' } })).status,
    ).toBe(403);
    const canceled = await call('PATCH', `/api/events/v1/events/${id}`, {
      as: ORGANISER,
      body: { status: 'CANCELED' },
    });
    expect(canceled.body.status).toBe('CANCELED');
    expect((await call('GET', `/api/events/v1/events/${id}`, { as: ORG_MEMBER })).body.status).toBe('CANCELED');
    const refused = await call('POST', '/api/events/v1/registrations', { as: ORG_MEMBER, body: { eventId: id } });
    expect(refused.status).toBe(409);
    expect(refused.body.error?.detail).toMatch(/closed.*canceled/);
    await call('PATCH', `/api/events/v1/events/${id}`, { as: ORGANISER, body: { status: 'REMOVED' } });
    expect((await call('GET', `/api/events/v1/events/${id}`, { as: ORG_MEMBER })).status).toBe(404);
    expect((await call('GET', `/api/events/v1/events/${id}`, { as: ORGANISER })).status).toBe(200);
    const defaultSearch = await call('GET', '/api/events/v1/events?tags=status-test', { as: ORGANISER });
    expect(defaultSearch.body.total).toBe(0);
    const removed = await call('GET', '/api/events/v1/events?tags=status-test&status=REMOVED', { as: ORGANISER });
    expect(removed.body.total).toBe(1);
    const hidden = await call('GET', '/api/events/v1/events?tags=status-test&status=REMOVED', { as: ORG_MEMBER });
    expect(hidden.body.total).toBe(0);
  });

  it('access changes need the sharing privilege; delete is the creator’s or an admin’s', async () => {
    const created = await call('POST', '/api/events/v1/events', {
      as: ORG_MEMBER,
      body: buildEventInput({ title: 'Member event', access: 'PRIVATE' }),
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect(created.body.permission).toMatchObject({ canEdit: true, canDelete: true });
    expect((await call('DELETE', `/api/events/v1/events/${id}`, { as: OTHER_ORG })).status).toBe(404);
    const viewerCreate = await call('POST', '/api/events/v1/events', {
      as: 'viewer_riverside',
      body: buildEventInput(),
    });
    expect(viewerCreate.status).toBe(403);
    expect(viewerCreate.body.error?.detail).toMatch(/privilege to create items/);
    expect((await call('DELETE', `/api/events/v1/events/${id}`, { as: ORG_ADMIN })).status).toBe(204);
    expect((await call('GET', `/api/events/v1/events/${id}`, { as: ORG_MEMBER })).status).toBe(404);
  });
});

describe('events: collaborator groups', () => {
  it('members of an edit group manage the event; members of a read group only see it', async () => {
    const team = await t.db
      .selectFrom('groups')
      .select('id')
      .where('title', '=', 'Parks Project Team')
      .executeTakeFirstOrThrow();
    const drafts = await t.db
      .selectFrom('groups')
      .select('id')
      .where('title', '=', 'Hillcrest Open Data')
      .executeTakeFirstOrThrow();
    const created = await call('POST', '/api/events/v1/events', {
      as: ORGANISER,
      body: buildEventInput({ title: 'Team event', access: 'PRIVATE', editGroups: [team.id], readGroups: [drafts.id] }),
    });
    const id = created.body.id as string;
    const asTeam = await call('GET', `/api/events/v1/events/${id}`, { as: ORG_MEMBER });
    expect(asTeam.body.permission).toMatchObject({ canEdit: true, canDelete: false });
    expect(
      (await call('PATCH', `/api/events/v1/events/${id}`, { as: ORG_MEMBER, body: { summary: 'By the team' } })).status,
    ).toBe(200);
    const asReader = await call('GET', `/api/events/v1/events/${id}`, { as: GROUP_MEMBER });
    expect(asReader.body.permission).toMatchObject({ canEdit: false });
    expect(
      (await call('GET', `/api/events/v1/events?canEdit=true&eventIds=${id}`, { as: ORG_MEMBER })).body.total,
    ).toBe(1);
    expect((await call('GET', `/api/events/v1/events/${id}`, { as: 'viewer_riverside' })).status).toBe(404);
  });
});

describe('events: attendees', () => {
  it('organisers see every registration, attendees their own, others none; only organisers change them', async () => {
    const register = (who: string) =>
      call('POST', '/api/events/v1/registrations', { as: who, body: { eventId: ids.org } });
    const mine = await register(ORG_MEMBER);
    expect(mine.status).toBe(201);
    expect(mine.body).toMatchObject({ userId: ORG_MEMBER, role: 'ATTENDEE', status: 'ACCEPTED', type: 'IN_PERSON' });
    expect((await register('viewer_riverside')).status).toBe(201);
    expect((await register(OTHER_ORG)).status).toBe(404);

    const list = (who: string) => call('GET', `/api/events/v1/registrations?eventId=${ids.org}`, { as: who });
    expect((await list(ORGANISER)).body.total).toBe(2);
    expect((await list(ORG_ADMIN)).body.total).toBe(2);
    const own = await list(ORG_MEMBER);
    expect(own.body.total).toBe(1);
    expect((own.body.items as { userId: string }[])[0]!.userId).toBe(ORG_MEMBER);
    expect((await list(OTHER_ORG)).body.total).toBe(0);
    expect((await call('GET', '/api/events/v1/registrations')).status).toBe(401);

    const id = mine.body.id as string;
    const byMember = await call('PATCH', `/api/events/v1/registrations/${id}`, {
      as: ORG_MEMBER,
      body: { role: 'ORGANIZER' },
    });
    expect(byMember.status).toBe(403);
    const promoted = await call('PATCH', `/api/events/v1/registrations/${id}`, {
      as: ORGANISER,
      body: { role: 'ORGANIZER' },
    });
    expect(promoted.status).toBe(200);
    expect(promoted.body.role).toBe('ORGANIZER');
    // An ORGANIZER now manages the event and sees every attendee.
    expect((await list(ORG_MEMBER)).body.total).toBe(2);
    expect((await call('GET', `/api/events/v1/events/${ids.org}`, { as: ORG_MEMBER })).body.permission).toMatchObject({
      canEdit: true,
      canDelete: false,
    });
    const badStatus = await call('PATCH', `/api/events/v1/registrations/${id}`, {
      as: ORGANISER,
      body: { status: 'GONE' },
    });
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.error?.detail).toMatch(/PENDING, ACCEPTED, DECLINED or BLOCKED/);

    const withRegistrations = await call(
      'GET',
      `/api/events/v1/events?eventIds=${ids.org}&include=creator,registrations`,
      {
        as: ORGANISER,
      },
    );
    const [event] = withRegistrations.body.items as {
      registrationCount: { inPerson: number };
      registrations: unknown[];
      creator: { username: string };
    }[];
    expect(event!.registrationCount.inPerson).toBe(2);
    expect(event!.registrations).toHaveLength(2);
    expect(event!.creator.username).toBe(ORGANISER);
  });
});
