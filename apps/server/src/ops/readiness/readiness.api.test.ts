import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { createLogger } from '../../log/logger.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

// /readyz (issue 42, ADR 0191): ready when the database answers, every migration is applied and the server is not
// stopping; otherwise 503 with the reasons. /healthz stays the liveness probe.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

it('is ready on a migrated database, and not while the server stops', async () => {
  const ready = await t.app.request('/readyz');
  expect(ready.status).toBe(200);
  expect(ready.headers.get('cache-control')).toBe('no-store');
  expect(await ready.json()).toEqual({ status: 'ready' });
  let draining = false;
  const app = createApp({ db: t.db, config: t.config, logger: createLogger('silent') }, { draining: () => draining });
  expect((await app.request('/readyz')).status).toBe(200);
  draining = true;
  const stopping = await app.request('/readyz');
  expect(stopping.status).toBe(503);
  expect(await stopping.json()).toEqual({ status: 'unavailable', reasons: ['The server is stopping.'] });
});

it('is not ready while the pages are still loading after a start (ADR 0218), while /healthz answers', async () => {
  let pagesLoading = true;
  const app = createApp(
    { db: t.db, config: t.config, logger: createLogger('silent') },
    { pagesLoading: () => pagesLoading },
  );
  const loading = await app.request('/readyz');
  expect(loading.status).toBe(503);
  expect(await loading.json()).toEqual({ status: 'unavailable', reasons: ['The pages are still loading.'] });
  expect((await app.request('/healthz')).status).toBe(200);
  pagesLoading = false;
  expect((await app.request('/readyz')).status).toBe(200);
});

it('is not ready while a migration this release knows is not applied', async () => {
  const [last] = (
    await sql<{
      name: string;
      timestamp: string;
    }>`select name, timestamp from kysely_migration order by name desc limit 1`.execute(t.db)
  ).rows;
  await sql`delete from kysely_migration where name = ${last!.name}`.execute(t.db);
  try {
    const res = await t.app.request('/readyz');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      status: 'unavailable',
      reasons: [`Migrations not applied yet: ${last!.name}.`],
    });
  } finally {
    await sql`insert into kysely_migration (name, timestamp) values (${last!.name}, ${last!.timestamp})`.execute(t.db);
  }
  expect((await t.app.request('/readyz')).status).toBe(200);
});
