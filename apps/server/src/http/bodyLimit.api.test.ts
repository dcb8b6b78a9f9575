import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/testApp.ts';

const MB = 1024 * 1024;

interface Answer {
  readonly status: number;
  readonly body: string;
  /** Bytes of the body the client had written when the answer arrived. */
  readonly sentWhenAnswered: number;
}

/**
 * Declares (or streams) a large body over a raw socket but sends only `sendBytes` of it, and reads what
 * the server answers: a body refused without being read is answered although most of it was never
 * sent. Pieces are small and paced so that the server has read all that was sent when it closes (a
 * close with unread data resets the connection, and the client may lose the answer).
 */
function sendLargeBody(
  origin: string,
  path: string,
  declaredBytes: number | 'chunked',
  sendBytes: number,
  head = 'Content-Type: application/x-www-form-urlencoded\r\n',
): Promise<Answer> {
  const url = new URL(origin);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let received = '';
    let sentWhenAnswered = -1;
    const socket = net.connect(Number(url.port), url.hostname);
    const length = declaredBytes === 'chunked' ? 'Transfer-Encoding: chunked' : `Content-Length: ${declaredBytes}`;
    socket.on('error', () => undefined);
    socket.on('data', (d: Buffer) => {
      if (sentWhenAnswered < 0) sentWhenAnswered = sent;
      received += d.toString('latin1');
    });
    socket.on('close', () => {
      const [head = '', body = ''] = received.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      if (!status) reject(new Error(`no answer: ${received.slice(0, 200)}`));
      else resolve({ status, body: unchunk(head, body), sentWhenAnswered });
    });
    socket.write(`POST ${path} HTTP/1.1\r\nHost: ${url.host}\r\n${head}${length}\r\n\r\n`);
    const pieceBytes = 256 * 1024;
    const frame = (bytes: number): Buffer => {
      const data = Buffer.alloc(bytes, 'a');
      return declaredBytes === 'chunked'
        ? Buffer.concat([Buffer.from(`${bytes.toString(16)}\r\n`), data, Buffer.from('\r\n')])
        : data;
    };
    const writeMore = (): void => {
      if (sentWhenAnswered >= 0 || sent >= sendBytes || socket.destroyed) return;
      const bytes = Math.min(pieceBytes, sendBytes - sent);
      sent += bytes;
      socket.write(frame(bytes), () => setTimeout(writeMore, 15));
    };
    writeMore();
    setTimeout(() => socket.destroy(), 10_000).unref();
  });
}

/** The body of a chunked HTTP/1.1 answer, or the body as it came. */
function unchunk(head: string, body: string): string {
  if (!/transfer-encoding: chunked/i.test(head)) return body;
  let out = '';
  let rest = body;
  for (;;) {
    const line = rest.indexOf('\r\n');
    const size = parseInt(rest.slice(0, line), 16);
    if (!size) return out;
    out += rest.slice(line + 2, line + 2 + size);
    rest = rest.slice(line + 2 + size + 2);
  }
}

describe('body limits on every route', () => {
  let t: TestApp;
  let origin: string;
  beforeAll(async () => {
    t = await createTestApp();
    origin = await t.listen();
  });
  afterAll(() => t.close());

  it('answers a 50 MB anonymous body 413 by its length, before reading it, while /healthz keeps answering', async () => {
    const pending = sendLargeBody(origin, '/sharing/rest/community/self', 50 * MB, 0);
    const health = await fetch(`${origin}/healthz`);
    expect(health.status).toBe(200);
    const answer = await pending;
    expect(answer.status).toBe(413);
    expect(answer.sentWhenAnswered).toBe(0);
    const json = JSON.parse(answer.body) as { error: { code: number; message: string } };
    expect(json.error.code).toBe(413);
    expect(json.error.message).toContain('10 MB');
    expect((await fetch(`${origin}/healthz`)).status).toBe(200);
  });

  it('refuses a chunked body while it streams, and answers hub routes in their own shape', async () => {
    const portal = await sendLargeBody(origin, '/sharing/rest/content/users/nobody/addItem', 'chunked', 10 * MB + 1);
    expect(portal.status).toBe(413);
    expect(portal.sentWhenAnswered).toBe(10 * MB + 1);
    expect((JSON.parse(portal.body) as { error: { code: number } }).error.code).toBe(413);

    const hub = await sendLargeBody(origin, '/api/v3/domains', 20 * MB, 0);
    expect(hub.status).toBe(413);
    expect((JSON.parse(hub.body) as { error: { title: string } }).error.title).toBe('Payload Too Large');
  });

  it('still accepts ordinary bodies', async () => {
    const res = await fetch(`${origin}/sharing/rest/generateToken`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'f=json&username=nobody&password=wrong&referer=x',
    });
    const json = (await res.json()) as { error?: { code: number } };
    expect(res.status).toBe(200);
    expect(json.error?.code).toBe(400);
  });

  it('refuses an upload with an invalid token in its header before reading its body', async () => {
    const head = 'Content-Type: multipart/form-data; boundary=x\r\nAuthorization: Bearer not-a-token\r\n';
    const answer = await sendLargeBody(origin, '/sharing/rest/content/users/nobody/addItem', 90 * MB, 4 * MB, head);
    expect(answer.sentWhenAnswered).toBeLessThan(4 * MB);
    expect(answer.status).toBe(200);
    expect((JSON.parse(answer.body) as { error: { code: number } }).error.code).toBe(498);
    expect((await fetch(`${origin}/healthz`)).status).toBe(200);
  });
});
