import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from './config/config.ts';
import { createLogger } from './log/logger.ts';
import { startServer } from './server.ts';

// Issue 13 item 9: under load, a stopping server kept answering requests on kept-alive connections for its
// whole grace period. From the moment it stops, every answer closes its connection.
describe('stopping the server', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'plaza-stop-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('answers a request in flight when the stop begins, and closes that connection', async () => {
    const config = readConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const running = await startServer(config, createLogger('silent'), {
      renderer: () => Promise.resolve({ render: () => Promise.resolve(new Response('page')) }),
    });
    const port = new URL(running.url).port;
    const body = 'f=json&username=nobody&password=wrong';
    const socket = net.connect(Number(port), '127.0.0.1');
    let received = '';
    socket.on('data', (d: Buffer) => (received += d.toString('latin1')));
    const closedByServer = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    // Half a request: the server is busy with it when the stop begins.
    socket.write(
      `POST /sharing/rest/generateToken HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n` +
        `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const stopped = running.close(30_000);
    socket.write(body.slice(10));
    await closedByServer;
    await stopped;
    expect(received).toMatch(/^HTTP\/1\.1 200/);
    expect(received).toMatch(/\r\nconnection: close\r\n/i);
    expect(received).toContain('Unable to generate token.');
    // A fresh data folder is migrated and seeded first: slow on a loaded two-core machine.
  }, 120_000);
});
