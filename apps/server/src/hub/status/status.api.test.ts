import { HUB_SERVICES, loadContext } from '@plaza/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
