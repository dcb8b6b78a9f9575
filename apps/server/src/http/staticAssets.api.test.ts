import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/testApp.ts';

// ADR 0169: the client build's assets are sent as the build compressed them (Brotli, else gzip), never compressed
// again per request; a browser that accepts neither gets the file itself.
describe('static assets', () => {
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'plaza-client-'));
  const script = `export const words = ${JSON.stringify('plaza '.repeat(2000))};\n`;
  let t: TestApp;
  beforeAll(async () => {
    fs.mkdirSync(path.join(clientDir, 'assets'));
    const file = path.join(clientDir, 'assets/site-abc123.js');
    fs.writeFileSync(file, script);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(script));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(script));
    fs.writeFileSync(path.join(clientDir, 'assets/plain-abc123.css'), `body{color:red}${' '.repeat(4000)}`);
    t = await createTestApp({ clientDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  const get = (name: string, acceptEncoding?: string) =>
    t.app.request(`/assets/${name}`, acceptEncoding ? { headers: { 'accept-encoding': acceptEncoding } } : {});

  it('sends the Brotli copy to a browser that accepts it, as JavaScript, immutable, varying by encoding', async () => {
    const res = await get('site-abc123.js', 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(body.length);
    expect(zlib.brotliDecompressSync(body).toString()).toBe(script);
  });

  it('sends the gzip copy to a browser that accepts only gzip, and the file itself to one that accepts neither', async () => {
    const gzip = await get('site-abc123.js', 'gzip');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(script);
    const plain = await get('site-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('still compresses a file the build left without copies', async () => {
    const res = await get('plain-abc123.css', 'gzip');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toMatch(/^body\{color:red\}/);
  });

  it('answers a missing asset with 404', async () => {
    expect((await get('nothing-here.js', 'br')).status).toBe(404);
  });
});
