import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { spawnPlaza, type PlazaProcess } from '../ops/processes/spawnPlaza.ts';
import { openSignInForm, submitSignInForm, type SignInForm } from '../testing/oauthFlow.ts';
import { adminQuery, randomDbName, TEST_PASSWORD, testPostgresUrl, withDatabase } from '../testing/testDatabase.ts';
import { WEB_CLIENT_ID } from './oauthClients.ts';
import { MAX_SIGN_IN_FAILURES } from './signInThrottle.ts';

// Issue 40 item 3 (ADR 0187): a server killed (kill -9) while correct sign-ins are being checked leaves their claims
// behind; started again, it lets the user in. On the embedded database the restart forgets every claim (one process
// opens it: a claim found at start is a dead one's); on PostgreSQL a dead process's claims lapse with their lease, and a
// sign-in waits for that. The real server in a process of its own, on a fresh data folder or PostgreSQL database.
const postgres = testPostgresUrl();
const USERNAME = 'admin_hillcrest';
let dataDir = '';
let databaseName = '';
let env: Record<string, string> = {};
let server: PlazaProcess | undefined;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'plaza-sign-in-killed-'));
  env = { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, PLAZA_DEMO_PASSWORD: TEST_PASSWORD, DATABASE_URL: '' };
  if (postgres) {
    databaseName = randomDbName('plaza_sign_in');
    await adminQuery(postgres, `create database ${databaseName} template ${inject('plazaTestTemplate')}`);
    env.DATABASE_URL = withDatabase(postgres, databaseName);
  }
}, 60_000);

afterAll(async () => {
  await server?.stop();
  if (postgres && databaseName) await adminQuery(postgres, `drop database if exists ${databaseName} with (force)`);
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

const generateToken = (origin: string) =>
  fetch(`${origin}/sharing/rest/generateToken`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ f: 'json', username: USERNAME, password: TEST_PASSWORD }).toString(),
  });

const signInForm = (origin: string) =>
  openSignInForm(origin, {
    client_id: WEB_CLIENT_ID,
    response_type: 'code',
    // PORT=0: the web client's callback is on port 0 of localhost (webClientRedirectUris).
    redirect_uri: 'http://localhost:0/auth/callback',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
  });

/** The embedded database of the data folder, opened while no server holds it. */
async function withEmbedded<T>(work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>): Promise<T> {
  const handle = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pg') });
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

describe('a server killed with correct sign-ins in flight', () => {
  it('lets the user sign in once it is started again', async () => {
    server = await spawnPlaza(env);
    const origin = server.url;
    const forms: SignInForm[] = await Promise.all(Array.from({ length: 10 }, () => signInForm(origin)));
    for (const form of forms) expect(form.status).toBe(200);

    // 40 correct sign-ins at once (30 by generateToken, 10 by the sign-in form): more than the limit's 10 places, so
    // some are being checked and others wait when the process dies — at the first answer.
    const inFlight = [
      ...Array.from({ length: 30 }, () => generateToken(origin)),
      ...forms.map((form) => submitSignInForm(origin, form, { username: USERNAME })),
    ];
    await Promise.race(inFlight);
    server.child.kill('SIGKILL');
    await server.stop();
    server = undefined;
    const answered = (await Promise.allSettled(inFlight)).flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    // Correct passwords are never refused for the limit while they are answered.
    expect(answered.filter((res) => res.status === 429)).toEqual([]);
    expect(answered.length).toBeGreaterThan(0);

    if (!postgres) {
      // A dead process's claims that would outlive any wait (an hour's lease): only the restart can forget them.
      await withEmbedded((db) =>
        db
          .insertInto('sign_in_failures')
          .values(
            Array.from({ length: MAX_SIGN_IN_FAILURES }, (_, i) => ({
              scope: 'username' as const,
              subject: USERNAME,
              at: Date.now(),
              pending_until: Date.now() + 3_600_000,
              claim: `dead-${i}`,
            })),
          )
          .execute(),
      );
    }

    server = await spawnPlaza(env);
    const again = await generateToken(server.url);
    expect(again.status).toBe(200);
    expect(((await again.json()) as { token?: string }).token).toBeTruthy();
    const page = await submitSignInForm(server.url, await signInForm(server.url), { username: USERNAME });
    expect(page.status).toBe(302);
    expect(new URL(page.headers.get('location')!).searchParams.get('code')).toBeTruthy();
    await server.stop();
    server = undefined;

    if (!postgres) {
      // Nothing of the dead process was counted as a failure, and no claim is left.
      const rows = await withEmbedded((db) =>
        db.selectFrom('sign_in_failures').select(['subject', 'pending_until']).execute(),
      );
      expect(rows).toEqual([]);
    }
  }, 240_000);
});
