import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('the walking skeleton', () => {
  it('answers /healthz after pinging the database', async () => {
    const res = await t.app.request('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('serves the seeded default organisation as portals/self', async () => {
    const res = await t.app.request('/sharing/rest/portals/self?f=json');
    const body = (await res.json()) as { name: string; urlKey: string; id: string };
    expect(body.name).toBe('Riverside');
    expect(body.urlKey).toBe('riverside');
    expect(body.id).toMatch(/^[0-9a-f]{32}$/);
  });

  it('answers unknown sharing REST paths in the portal error envelope with HTTP 200', async () => {
    const res = await t.app.request('/sharing/rest/no/such/thing?f=json');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { error: { code: number; message: string } };
    expect(body.error.code).toBe(400);
    expect(body.error.message).toBe('Invalid URL');
  });

  it('answers unknown hub API paths with a real 404 and a title/detail body', async () => {
    const res = await t.app.request('/api/v3/nothing');
    expect(res.status).toBe(404);
    const body = (await res.json()) as { error: { title: string; detail: string } };
    expect(body.error.title).toBe('Not Found');
  });
});
