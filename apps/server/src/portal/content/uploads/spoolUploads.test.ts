import fs from 'node:fs';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../../http/appEnv.ts';
import { PortalError } from '../../../errors/portalError.ts';
import { spoolUploads } from './spoolUploads.ts';
import { spooledFile } from '../../../http/spooledUploads.ts';

const LIMITS = Object.freeze({ fileBytes: 16, textBytes: 8, thumbnailBytes: 4, infoBytes: 8, unverifiedBytes: 40 });

function app(): { app: Hono<AppEnv>; seen: string[] } {
  const seen: string[] = [];
  const hono = new Hono<AppEnv>();
  hono.onError((error, c) => c.json({ code: error instanceof PortalError ? error.code : 500, message: error.message }));
  hono.use('*', spoolUploads(LIMITS));
  hono.post('/echo', async (c) => {
    const body = await c.req.parseBody();
    const file = spooledFile(c.req.raw, 'file');
    if (file) seen.push(file.path);
    return c.json({
      fields: body,
      file: file ? { name: file.fileName, size: file.size, bytes: fs.readFileSync(file.path, 'utf8') } : null,
    });
  });
  return { app: hono, seen };
}

describe('spoolUploads', () => {
  it('spools file parts to temporary files, keeps text fields, and removes the files afterwards', async () => {
    const { app: hono, seen } = app();
    const form = new FormData();
    form.set('title', 'Parks');
    form.set('file', new Blob(['0123456789']), 'a.csv');
    const res = await hono.request('/echo', { method: 'POST', body: form });
    expect(await res.json()).toEqual({
      fields: { title: 'Parks' },
      file: { name: 'a.csv', size: 10, bytes: '0123456789' },
    });
    expect(seen).toHaveLength(1);
    expect(fs.existsSync(seen[0]!)).toBe(false);
  });

  it('refuses a file or a text field over its limit', async () => {
    const { app: hono } = app();
    const big = new FormData();
    big.set('file', new Blob(['x'.repeat(17)]), 'b.bin');
    expect(await (await hono.request('/echo', { method: 'POST', body: big })).json()).toEqual({
      code: 400,
      message: 'The file is larger than the limit of 0.015625 KB.',
    });
    const text = new FormData();
    text.set('text', 'x'.repeat(9));
    expect(await (await hono.request('/echo', { method: 'POST', body: text })).json()).toMatchObject({ code: 400 });
    const urlencoded = await hono.request('/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'text=' + 'x'.repeat(20),
    });
    expect(await urlencoded.json()).toMatchObject({ code: 400, message: expect.stringContaining('request body') });
  });

  it('answers a malformed multipart body with a 400', async () => {
    const { app: hono } = app();
    const res = await hono.request('/echo', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      body: '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nunterminated',
    });
    expect(await res.json()).toMatchObject({ code: 400 });
  });

  it('refuses an upload without a token outside its body once the shared room for such uploads is used up', async () => {
    const { app: hono, seen } = app();
    const form = new FormData();
    for (const name of ['a', 'b', 'c']) form.set(name, new Blob(['x'.repeat(15)]), `${name}.bin`);
    const res = await hono.request('/echo', { method: 'POST', body: form });
    expect(await res.json()).toEqual({
      code: 429,
      message:
        'Uploads whose token is only inside the form share 0 MB of room, and it is in use: send the token in the Authorization header, or try again shortly.',
    });
    expect(seen).toHaveLength(0);
    // The room comes back when the request is done: a smaller upload goes through.
    const small = new FormData();
    small.set('file', new Blob(['x'.repeat(15)]), 'd.bin');
    expect(await (await hono.request('/echo', { method: 'POST', body: small })).json()).toMatchObject({
      file: { size: 15 },
    });
  });
});
