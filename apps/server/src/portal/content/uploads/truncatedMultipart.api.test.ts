import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/testApp.ts';

// Issue 12 item 1: a truncated multipart body once answered 400 and then killed the process with an
// unhandled rejection from a file part's pipeline that nobody awaited.
describe('a truncated multipart body', () => {
  let t: TestApp;
  let origin: string;
  beforeAll(async () => {
    t = await createTestApp();
    origin = await t.listen();
  });
  afterAll(() => t.close());

  const body = '--x\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n\r\naaaa';

  it('answers 400 and the server keeps answering', async () => {
    const res = await fetch(`${origin}/sharing/rest/content/users/nobody/addItem`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body,
    });
    // The portal's contract: HTTP 200 with the error (code 400) in the body.
    expect(res.status).toBe(200);
    const json = (await res.json()) as { error: { code: number; message: string } };
    expect(json.error.code).toBe(400);
    // Give a stray rejection time to surface (vitest fails the run on an unhandled rejection).
    await new Promise((resolve) => setTimeout(resolve, 100));
    const health = await fetch(`${origin}/healthz`);
    expect(health.status).toBe(200);
  });

  it('answers 400 for every way of cutting the body short', async () => {
    const cuts = [body.slice(0, 20), body.slice(0, 60), `${body}\r\n--`, `${body}\r\n--x`, '--x\r\n'];
    for (const cut of cuts) {
      const res = await fetch(`${origin}/sharing/rest/content/users/nobody/addItem`, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        body: cut,
      });
      expect(res.status).toBeLessThan(500);
      const json = (await res.json()) as { error?: { code: number } };
      expect(json.error?.code).toBe(400);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await fetch(`${origin}/healthz`)).status).toBe(200);
  });
});
