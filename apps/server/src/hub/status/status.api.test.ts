import { HUB_SERVICES, loadContext } from '@plaza/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, SEEDED_USERS, signIn } from '../../testing/signIn.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { SERVED_SERVICES } from './servedServices.ts';

// Honest service status (issue 23, ADR 0176): /api/status/v1 says online exactly for the services whose routes the
// app mounts, and core's context reads it (a hub that cannot be asked disables the services directory).
let t: TestApp;
let origin: string;

beforeAll(async () => {
  t = await createTestApp();
  origin = await t.listen();
});
afterAll(async () => {
  await t?.close();
});

async function status(): Promise<Record<string, string>> {
  const res = await t.app.request('/api/status/v1');
  expect(res.status).toBe(200);
  return ((await res.json()) as { services: Record<string, string> }).services;
}

describe('GET /api/status/v1', () => {
  it('reports online exactly the services whose routes are mounted', async () => {
    const services = await status();
    expect(Object.keys(services).sort()).toEqual([...HUB_SERVICES].sort());
    const mounted = t.app.routes.map((route) => route.path);
    for (const service of HUB_SERVICES) {
      const prefix = SERVED_SERVICES[service];
      const served = prefix !== null && mounted.some((path) => path === prefix || path.startsWith(`${prefix}/`));
      expect([service, services[service]]).toEqual([service, served ? 'online' : 'not-available']);
    }
    // Every service is served, notifications too (issue 43, ADR 0206).
    expect(Object.entries(services).filter(([, s]) => s !== 'online')).toEqual([]);
    expect(services.notifications).toBe('online');
  });

  it("is what core's context reads, and a hub that cannot be asked disables the services directory", async () => {
    const context = await loadContext({ portal: `${origin}/sharing/rest`, hubUrl: origin });
    expect(context.servicesDirectoryDisabled).toBe(false);
    expect(context.serviceStatus).toEqual(await status());
    const elsewhere = await loadContext({ portal: `${origin}/sharing/rest`, hubUrl: 'http://127.0.0.1:9' });
    expect(elsewhere.servicesDirectoryDisabled).toBe(true);
    expect(elsewhere.serviceStatus.notifications).toBe('online');
  });
});

describe('a service declared down (issue 43 item 8, ADR 0239)', () => {
  const declare = async (token: string | undefined, service: string, state: unknown) =>
    t.app.request(`/api/status/v1/services/${service}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) },
      body: JSON.stringify({ state }),
    });
  const health = async () =>
    ((await (await t.app.request('/api/status/v1')).json()) as {
      health: { service: string; state: string; since: string; declared: boolean }[];
    }).health;

  it('says each service up, since when', async () => {
    const entries = await health();
    expect(entries.map((e) => e.service)).toEqual([...HUB_SERVICES]);
    for (const entry of entries) {
      expect(entry.state).toBe('up');
      expect(Number.isNaN(Date.parse(entry.since))).toBe(false);
    }
  });

  it("is an administrator of the default organisation's to declare, in the contract's errors", async () => {
    const anonymous = await declare(undefined, 'events', 'down');
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: { title: 'Unauthorized', detail: expect.any(String) } });
    const publisher = await declare(await signIn(t, SEEDED_USERS.riverside.publisher), 'events', 'down');
    expect(publisher.status).toBe(403);
    const other = await declare(await signIn(t, SEEDED_USERS.hillcrest.admin), 'events', 'down');
    expect(other.status).toBe(403);
    const admin = await signIn(t, SEEDED_USERS.riverside.admin);
    expect((await declare(admin, 'nothing', 'down')).status).toBe(404);
    expect((await declare(admin, 'events', 'sideways')).status).toBe(400);
    expect((await health()).find((e) => e.service === 'events')?.state).toBe('up');
  });

  it('shows a declared state, as offline to core, until it is handed back', async () => {
    const admin = await signIn(t, SEEDED_USERS.riverside.admin);
    const before = Date.now();
    const declared = await declare(admin, 'events', 'down');
    expect(declared.status).toBe(200);
    expect(await declared.json()).toMatchObject({ service: 'events', state: 'down', declared: true });
    const events = (await health()).find((e) => e.service === 'events')!;
    expect(events.state).toBe('down');
    expect(Date.parse(events.since)).toBeGreaterThanOrEqual(before - 1000);
    expect((await status()).events).toBe('offline');
    // The events service still answers: the operator's word holds over its answers.
    expect((await t.app.request('/api/events/v1/events')).status).toBeLessThan(500);
    expect((await status()).events).toBe('offline');
    expect((await declare(admin, 'hub-search', 'degraded')).status).toBe(200);
    expect((await status())['hub-search']).toBe('online');
    await declare(admin, 'hub-search', 'auto');
    expect((await declare(admin, 'events', 'auto')).status).toBe(200);
    expect((await status()).events).toBe('online');
    expect((await health()).every((e) => e.state === 'up')).toBe(true);
  });
});

