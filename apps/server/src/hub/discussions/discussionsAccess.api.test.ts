import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { addUsers, eventsCaller, type EventsCall } from '../../testing/eventsTestKit.ts';

// The ACL matrix of the discussions service (issue 16 Acceptance): anonymous, another org's user, org member, group
// member, moderator and owner × read, search totals, post, reply, react, moderate and manage — on a public, an org
// and a group channel. Every answer comes from the one rule (access/channelAccess.ts).
let t: TestApp;
let call: EventsCall;
const API = '/api/discussions/v1';
type Kind = 'public' | 'org' | 'group';
const channels: Record<Kind, string> = { public: '', org: '', group: '' };
const posts: Record<Kind, string> = { public: '', org: '', group: '' };

const OWNER = 'publisher_riverside';
const ORG_MEMBER = 'user_riverside';
const GROUP_MEMBER = 'viewer_hillcrest'; // in "Hillcrest Open Data"
const OTHER_ORG = 'user_hillcrest';
let MODERATOR = '';

beforeAll(async () => {
  t = await createTestApp();
  call = eventsCaller(t);
  const org = await t.db.selectFrom('users').select('org_id').where('username', '=', OWNER).executeTakeFirstOrThrow();
  MODERATOR = (await addUsers(t.db, org.org_id, 'moderator_acl', 1))[0]!;
  const group = await t.db
    .selectFrom('groups')
    .select('id')
    .where('title', '=', 'Hillcrest Open Data')
    .executeTakeFirstOrThrow();
  const moderator = { category: 'user', key: MODERATOR, role: 'moderate' };
  const definitions: Record<Kind, unknown[]> = {
    public: [
      { category: 'anonymousUser', role: 'read' },
      { category: 'authenticatedUser', role: 'readWrite' },
      moderator,
    ],
    org: [{ category: 'org', key: org.org_id, role: 'readWrite' }, moderator],
    group: [{ category: 'group', key: group.id, role: 'readWrite' }, moderator],
  };
  for (const kind of ['public', 'org', 'group'] as const) {
    const created = await call('POST', `${API}/channels`, {
      as: OWNER,
      body: { name: `ACL matrix ${kind}`, channelAclDefinition: definitions[kind] },
    });
    expect(created.status).toBe(201);
    channels[kind] = created.body.id as string;
    const post = await call('POST', `${API}/posts`, {
      as: OWNER,
      body: { channelId: channels[kind], title: `Welcome to ${kind}`, body: 'Say **hello**.' },
    });
    expect(post.status).toBe(201);
    posts[kind] = post.body.id as string;
  }
});
afterAll(async () => {
  await t?.close();
});

interface Row {
  readonly label: string;
  readonly who: () => string | undefined;
  readonly reads: readonly Kind[];
  readonly writes: readonly Kind[];
  readonly moderates: readonly Kind[];
  readonly manages: readonly Kind[];
}
const ALL: readonly Kind[] = ['public', 'org', 'group'];
const MATRIX: readonly Row[] = [
  { label: 'anonymous', who: () => undefined, reads: ['public'], writes: [], moderates: [], manages: [] },
  { label: 'other org', who: () => OTHER_ORG, reads: ['public'], writes: ['public'], moderates: [], manages: [] },
  {
    label: 'org member',
    who: () => ORG_MEMBER,
    reads: ['public', 'org'],
    writes: ['public', 'org'],
    moderates: [],
    manages: [],
  },
  {
    label: 'group member',
    who: () => GROUP_MEMBER,
    reads: ['public', 'group'],
    writes: ['public', 'group'],
    moderates: [],
    manages: [],
  },
  { label: 'moderator', who: () => MODERATOR, reads: ALL, writes: ALL, moderates: ALL, manages: [] },
  { label: 'owner', who: () => OWNER, reads: ALL, writes: ALL, moderates: ALL, manages: ALL },
];

describe('discussions: the ACL matrix', () => {
  for (const row of MATRIX) {
    it(`${row.label}: reads ${row.reads.join(', ') || 'only what is public'}, and every other answer follows`, async () => {
      const as = row.who() ? { as: row.who()! } : {};
      for (const kind of ALL) {
        const can = (list: readonly Kind[]) => list.includes(kind);
        const where = `${row.label} in the ${kind} channel`;
        const channel = await call('GET', `${API}/channels/${channels[kind]}`, as);
        expect(channel.status, `${where}: read channel`).toBe(can(row.reads) ? 200 : 404);
        const post = await call('GET', `${API}/posts/${posts[kind]}`, as);
        expect(post.status, `${where}: read post`).toBe(can(row.reads) ? 200 : 404);
        // Totals count only what the caller may read.
        const search = await call('GET', `${API}/posts?channels=${channels[kind]}&num=0`, as);
        expect(search.body.total, `${where}: search total`).toBe(can(row.reads) ? 1 : 0);
        const listed = await call('GET', `${API}/channels?name=${encodeURIComponent(`ACL matrix ${kind}`)}&num=0`, as);
        expect(listed.body.total, `${where}: channel total`).toBe(can(row.reads) ? 1 : 0);

        const created = await call('POST', `${API}/posts`, {
          ...as,
          body: { channelId: channels[kind], title: `From ${row.label}`, body: 'A thought.' },
        });
        // A channel the caller may not read answers as a missing one, even to anonymous callers.
        const refused = !can(row.reads) ? 404 : row.who() === undefined ? 401 : 403;
        expect(created.status, `${where}: post`).toBe(can(row.writes) ? 201 : refused);
        const reply = await call('POST', `${API}/posts/${posts[kind]}/reply`, { ...as, body: { body: 'Agreed.' } });
        expect(reply.status, `${where}: reply`).toBe(can(row.writes) ? 201 : refused);
        const react = await call('POST', `${API}/reactions`, {
          ...as,
          body: { postId: posts[kind], value: 'thumbs_up' },
        });
        expect(react.status, `${where}: react`).toBe(
          can(row.writes) ? 201 : row.who() === undefined ? 401 : can(row.reads) ? 403 : 404,
        );
        if (react.status === 201) {
          expect((await call('DELETE', `${API}/reactions/${react.body.id}`, as)).status).toBe(200);
        }
        const status = await call('PATCH', `${API}/posts/${posts[kind]}/status`, {
          ...as,
          body: { status: 'approved' },
        });
        expect(status.status, `${where}: moderate`).toBe(
          can(row.moderates) ? 200 : row.who() === undefined ? 401 : can(row.reads) ? 403 : 404,
        );
        const manage = await call('PATCH', `${API}/channels/${channels[kind]}`, { ...as, body: { allowReply: true } });
        expect(manage.status, `${where}: manage`).toBe(
          can(row.manages) ? 200 : row.who() === undefined ? 401 : can(row.reads) ? 403 : 404,
        );
        if (created.status === 201) {
          // Clean up so totals stay exact for the next persona (authors delete their own posts).
          expect((await call('DELETE', `${API}/posts/${created.body.id}`, as)).status).toBe(200);
          await t.db
            .deleteFrom('posts')
            .where('id', 'in', [created.body.id as string, reply.body.id as string])
            .execute();
        }
      }
    });
  }
});
