import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { applyShare } from '../commands/items/shareItem.ts';
import { sql } from 'kysely';
import { findVisibleItem } from '../db/repositories/itemRepository.ts';
import { jobHandlersFor } from '../jobs/jobHandlers.ts';
import { startJobRunner, type JobRunner } from '../jobs/jobRunner.ts';
import type { Logger } from '../log/logger.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../mail/testing/testSmtpServer.ts';
import { eventsCaller, buildEventInput, type EventsCall } from '../testing/eventsTestKit.ts';
import { postPortalForm } from '../testing/formItems.ts';
import { callerOfUser } from './callerOfUser.ts';
import { bearer, signIn } from '../testing/signIn.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import type { TestJson } from '../testing/testJson.ts';

// The notifications service (issue 43 item 6, ADR 0206) over a real database and a real SMTP server in this process:
// what a follower is told (in the app and by e-mail), who is not (no right to read, the one who did it, a rolled-back
// write), exactly once, the list, read state, preferences, the digest and the unsubscribe link.
const quiet: Logger = { debug() {}, info() {}, warn() {}, error() {} };
const API = '/api/notifications/v1';
const PUBLISHER = 'publisher_riverside';
const VIEWER = 'viewer_riverside';
const AUTHOR = 'user_riverside';
const OUTSIDER = 'user_hillcrest';

let t: TestApp;
let smtp: TestSmtpServer;
let jobs: JobRunner;
let call: EventsCall;
/** How far the job loop's clock is ahead of now (the digest test moves it a day on). */
let ahead = 0;
const clock = () => Date.now() + ahead;
const tokens = new Map<string, string>();

async function token(username: string): Promise<string> {
  if (!tokens.has(username)) tokens.set(username, await signIn(t, username));
  return tokens.get(username)!;
}

async function api(username: string | undefined, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = username ? bearer(await token(username)) : {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await t.app.request(`${API}${path}`, {
    method,
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, body: (await res.json()) as TestJson };
}

async function drain(): Promise<void> {
  while (await jobs.runOnce());
}

/** A new item of the author's tagged as Greener Riverside's catalog takes it (orgid + `trees`), still private. */
async function addTreeItem(title: string): Promise<string> {
  const added = await postPortalForm(
    t,
    `/content/users/${AUTHOR}/addItem`,
    { title, type: 'Document Link', url: 'https://example.org/trees.pdf', tags: 'trees,planting' },
    await token(AUTHOR),
  );
  expect(added.success, JSON.stringify(added)).toBe(true);
  return added.id as string;
}

async function share(id: string, fields: Record<string, string>): Promise<void> {
  const shared = await postPortalForm(t, `/content/users/${AUTHOR}/items/${id}/share`, fields, await token(AUTHOR));
  expect(shared.error, JSON.stringify(shared)).toBeUndefined();
}

async function notificationsOf(username: string): Promise<TestJson[]> {
  return (await api(username, 'GET', '/?num=100')).body.notifications as TestJson[];
}

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, PLAZA_MAIL_FROM: 'Riverside <no-reply@plaza.test>' } });
  jobs = startJobRunner({ db: t.db, logger: quiet, handlers: jobHandlersFor(t.config), now: clock }, false);
  call = eventsCaller(t);
  // Someone of another organisation follows Greener Riverside too (a public initiative: anyone may follow it).
  const group = await t.db
    .selectFrom('groups')
    .select('id')
    .where('title', '=', 'Followers of Greener Riverside')
    .executeTakeFirstOrThrow();
  const joined = await postPortalForm(t, `/community/groups/${group.id}/join`, {}, await token(OUTSIDER));
  expect(joined.success, JSON.stringify(joined)).toBe(true);
});
beforeEach(() => {
  ahead = 0;
});
afterAll(async () => {
  await jobs?.stop();
  await t?.close();
  await smtp?.close();
});

describe('what a follower is told', () => {
  it('a follower gets the in-app notification and the e-mail; one who may not read it, and the author, get neither', async () => {
    const id = await addTreeItem('Street tree planting plan');
    await share(id, { org: 'true' });
    await drain();

    const [seen] = await notificationsOf(VIEWER);
    expect(seen).toMatchObject({
      kind: 'content',
      title: 'Street tree planting plan',
      source: 'Greener Riverside',
      read: false,
    });
    expect(seen.href).toMatch(new RegExp(`/content/${id}$`));
    expect((await api(VIEWER, 'GET', '/count')).body).toEqual({ unread: 1 });
    expect(await notificationsOf(PUBLISHER)).toHaveLength(1);
    // Hillcrest's member follows the initiative but may not read Riverside's org items: told nothing, no e-mail.
    expect(await notificationsOf(OUTSIDER)).toEqual([]);
    expect(await notificationsOf(AUTHOR)).toEqual([]);

    const mail = await smtp.waitFor(3);
    const toViewer = mail.find((m) => m.to === 'viewer@riverside.example');
    expect(toViewer?.subject).toBe('New in Greener Riverside: Street tree planting plan');
    expect(toViewer?.from).toBe('"Riverside" <no-reply@plaza.test>');
    expect(toViewer?.text).toContain(seen.href);
    expect(toViewer?.rawHeaders).toMatch(
      /List-Unsubscribe:\s+<http:\/\/[^>]+\/api\/notifications\/v1\/unsubscribe\?u=viewer_riverside&p=email&s=/,
    );
    expect(toViewer?.rawHeaders).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    // The followers group's owner follows too (ADR 0157).
    expect(mail.map((m) => m.to).sort()).toEqual([
      'admin@riverside.example',
      'publisher@riverside.example',
      'viewer@riverside.example',
    ]);
  });

  it('a write that rolls back queues nothing and tells nobody', async () => {
    const id = await addTreeItem('Rolled back');
    const caller = (await callerOfUser(t.db, AUTHOR))!;
    const item = (await findVisibleItem(t.db, id, sql<boolean>`true`))!;
    const before = await t.db.selectFrom('jobs').select('id').where('type', '=', 'notify').execute();
    await expect(
      t.db.transaction().execute(async (trx) => {
        await applyShare(trx, caller, item, { everyone: undefined, org: true, groups: [] }, Date.now());
        throw new Error('the write fails after the share');
      }),
    ).rejects.toThrow('the write fails');
    expect(await t.db.selectFrom('jobs').select('id').where('type', '=', 'notify').execute()).toHaveLength(
      before.length,
    );
    await drain();
    expect((await notificationsOf(VIEWER)).map((n) => n.title)).not.toContain('Rolled back');
  });

  it('exactly once: two runners at once, and the job run again, tell each person once and e-mail once', async () => {
    const sent = smtp.messages.length;
    const id = await addTreeItem('Orchard map');
    await share(id, { org: 'true' });
    const other = startJobRunner({ db: t.db, logger: quiet, handlers: jobHandlersFor(t.config), now: clock }, false);
    await Promise.all([jobs.runOnce(), other.runOnce()]);
    await drain();
    const job = await t.db
      .selectFrom('jobs')
      .select('id')
      .where('type', '=', 'notify')
      .orderBy('created', 'desc')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('jobs').set({ status: 'queued', attempts: 0 }).where('id', '=', job.id).execute();
    await drain();
    const rows = await t.db.selectFrom('notifications').select('username').where('subject_id', '=', id).execute();
    expect(rows.map((r) => r.username).sort()).toEqual(['admin_riverside', PUBLISHER, VIEWER]);
    expect((await smtp.waitFor(sent + 3)).length).toBe(sent + 3);
  });
});

describe('the list, read state and bad input', () => {
  it('pages newest first, marks read one by one and all at once, each person only their own', async () => {
    const page = await api(VIEWER, 'GET', '/?num=1');
    expect(page.status).toBe(200);
    expect(page.body.notifications).toHaveLength(1);
    expect(page.body.total).toBeGreaterThanOrEqual(2);
    expect(page.body.nextStart).toBe(2);
    const newest = page.body.notifications[0];
    // Someone else's id changes nothing.
    expect((await api(PUBLISHER, 'POST', '/read', { ids: [newest.id] })).body.updated).toBe(0);
    const read = await api(VIEWER, 'POST', '/read', { ids: [newest.id] });
    expect(read.body.updated).toBe(1);
    expect((await api(VIEWER, 'GET', '/?unread=true')).body.notifications.map((n: TestJson) => n.id)).not.toContain(
      newest.id,
    );
    expect((await api(VIEWER, 'POST', '/read-all')).body.unread).toBe(0);
    expect((await api(VIEWER, 'GET', '/count')).body.unread).toBe(0);
  });

  it('answers anonymous callers and bad input in the hub error shape', async () => {
    expect(await api(undefined, 'GET', '/')).toEqual({
      status: 401,
      body: { error: { title: 'Unauthorized', detail: 'Sign in to see your notifications.' } },
    });
    expect((await api(VIEWER, 'GET', '/?num=0')).body.error.detail).toBe('num must be 1 or more.');
    expect((await api(VIEWER, 'POST', '/read', { ids: [] })).body.error.detail).toBe(
      'ids must name at least one notification.',
    );
    expect((await api(VIEWER, 'PUT', '/preferences', { email: 'hourly' })).body.error.detail).toBe(
      'email must be off, instant or daily.',
    );
    expect((await api(VIEWER, 'PUT', '/follows/item/nope')).status).toBe(400);
  });
});

describe('preferences, the digest and the unsubscribe link', () => {
  it('a kind turned off is not told; a daily digest collects the day into one message', async () => {
    expect((await api(PUBLISHER, 'GET', '/preferences')).body).toEqual({
      email: 'instant',
      kinds: { content: true, version: true, event: true, reply: true },
      emailAvailable: true,
    });
    await api(PUBLISHER, 'PUT', '/preferences', { kinds: { content: false } });
    await api(VIEWER, 'PUT', '/preferences', { email: 'daily' });
    const toViewer = () => smtp.messages.filter((m) => m.to === 'viewer@riverside.example');
    const sent = toViewer().length;
    const first = await addTreeItem('Tree survey results');
    await share(first, { org: 'true' });
    const second = await addTreeItem('Canopy cover 2026');
    await share(second, { org: 'true' });
    await drain();
    expect((await notificationsOf(PUBLISHER)).map((n) => n.title)).not.toContain('Canopy cover 2026');
    expect((await notificationsOf(VIEWER)).slice(0, 2).map((n) => n.title)).toEqual([
      'Canopy cover 2026',
      'Tree survey results',
    ]);
    expect(toViewer()).toHaveLength(sent);

    ahead = 25 * 60 * 60_000;
    await drain();
    await smtp.waitFor(smtp.messages.length);
    const [digest] = toViewer().slice(sent);
    expect(toViewer()).toHaveLength(sent + 1);
    expect(digest?.to).toBe('viewer@riverside.example');
    expect(digest?.subject).toBe('Your daily summary: 2 notifications');
    expect(digest?.text).toContain('Tree survey results');
    expect(digest?.text).toContain('Canopy cover 2026');
    const pref = await t.db
      .selectFrom('notification_preferences')
      .selectAll()
      .where('username', '=', VIEWER)
      .executeTakeFirstOrThrow();
    expect(pref.digest_due).toBeNull();
    await api(VIEWER, 'PUT', '/preferences', { email: 'instant' });
    await api(PUBLISHER, 'PUT', '/preferences', { kinds: { content: true } });
  });

  it('the e-mail’s link turns that person’s e-mail off without signing in; an altered link changes nothing', async () => {
    const mail = smtp.messages.find((m) => m.to === 'viewer@riverside.example' && m.subject.startsWith('New in'))!;
    const link = new URL(/http:\/\/\S+\/api\/notifications\/v1\/unsubscribe\?\S+/.exec(mail.text)![0]);
    const path = `${link.pathname}${link.search}`;
    const asked = await t.app.request(path);
    expect(asked.status).toBe(200);
    expect(await asked.text()).toContain('Stop notification e-mails to the account viewer_riverside?');
    const forged = path.replace('u=viewer_riverside', 'u=publisher_riverside');
    expect((await t.app.request(forged, { method: 'POST' })).status).toBe(400);
    expect((await api(PUBLISHER, 'GET', '/preferences')).body.email).toBe('instant');
    const done = await t.app.request(path, {
      method: 'POST',
      body: new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }),
    });
    expect(done.status).toBe(200);
    expect((await api(VIEWER, 'GET', '/preferences')).body.email).toBe('off');
    const sent = smtp.messages.length;
    const id = await addTreeItem('After unsubscribing');
    await share(id, { org: 'true' });
    await drain();
    expect((await notificationsOf(VIEWER))[0].title).toBe('After unsubscribing');
    expect(smtp.messages.filter((m) => m.to === 'viewer@riverside.example').length).toBe(
      smtp.messages.slice(0, sent).filter((m) => m.to === 'viewer@riverside.example').length,
    );
    await api(VIEWER, 'PUT', '/preferences', { email: 'instant' });
  });
});

describe('events, replies and new versions', () => {
  it('an organiser’s change and cancellation reach the event’s registrants', async () => {
    const created = await call('POST', '/api/events/v1/events', {
      as: PUBLISHER,
      body: buildEventInput({ title: 'Tree walk', access: 'ORG' }),
    });
    const eventId = created.body.id as string;
    expect((await call('POST', '/api/events/v1/registrations', { as: VIEWER, body: { eventId } })).status).toBe(201);
    await call('PATCH', `/api/events/v1/events/${eventId}`, { as: PUBLISHER, body: { summary: 'Meet at the gate.' } });
    await call('PATCH', `/api/events/v1/events/${eventId}`, { as: PUBLISHER, body: { status: 'CANCELED' } });
    await drain();
    const told = (await notificationsOf(VIEWER)).filter((n) => n.title === 'Tree walk');
    expect(told.map((n) => n.kind).sort()).toEqual(['event-canceled', 'event-changed']);
    expect(told[0].href).toMatch(new RegExp(`/events/${eventId}$`));
    expect(await notificationsOf(OUTSIDER)).toEqual([]);
  });

  it('a reply to a post tells its author', async () => {
    const channel = await call('POST', '/api/discussions/v1/channels', {
      as: PUBLISHER,
      body: { name: 'Trees', access: 'org' },
    });
    const post = await call('POST', '/api/discussions/v1/posts', {
      as: VIEWER,
      body: { channelId: channel.body.id, title: 'Which species?', body: 'Oaks?' },
    });
    expect(post.status).toBe(201);
    await call('POST', `/api/discussions/v1/posts/${post.body.id}/reply`, { as: AUTHOR, body: { body: 'Lindens.' } });
    await drain();
    expect((await notificationsOf(VIEWER)).find((n) => n.kind === 'reply')).toMatchObject({ title: 'Which species?' });
  });

  it('a follower of an item is told of its new version', async () => {
    const added = await postPortalForm(
      t,
      `/content/users/${AUTHOR}/addItem`,
      { title: 'Tree inventory', type: 'CSV', file: new Blob(['id\n1\n']) },
      await token(AUTHOR),
      'trees.csv',
    );
    const id = added.id as string;
    await share(id, { org: 'true' });
    expect((await api(VIEWER, 'PUT', `/follows/item/${id}`)).body).toEqual({ following: true });
    expect((await api(OUTSIDER, 'PUT', `/follows/item/${id}`)).status).toBe(404);
    await postPortalForm(
      t,
      `/content/users/${AUTHOR}/items/${id}/update`,
      { file: new Blob(['id\n1\n2\n']) },
      await token(AUTHOR),
      'trees.csv',
    );
    await drain();
    expect((await notificationsOf(VIEWER)).find((n) => n.kind === 'version')).toMatchObject({
      title: 'Tree inventory',
    });
  });
});
