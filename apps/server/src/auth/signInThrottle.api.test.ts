import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createLogger } from '../log/logger.ts';
import { openSignInForm, submitSignInForm } from '../testing/oauthFlow.ts';
import { TEST_PASSWORD } from '../testing/testDatabase.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { forgetSignInClaims } from '../db/repositories/signInFailureRepository.ts';
import { WEB_CLIENT_ID } from './oauthClients.ts';
import { MAX_SIGN_IN_FAILURES, SIGN_IN_CLAIM_LEASE_MS } from './signInThrottle.ts';

// The abuse limit with an injected clock: 10 failures in 15 minutes per username and per IP → 429.
let t: TestApp;
let clock = Date.UTC(2026, 0, 1, 9);
/** How often the app read the clock: a sign-in waiting for a place reads it once per look. */
let clockReads = 0;
let app: ReturnType<typeof createApp>;
let server: ServerType;
let origin: string;

beforeAll(async () => {
  t = await createTestApp();
  app = createApp({ db: t.db, config: t.config, logger: createLogger('silent'), now: () => (clockReads++, clock) });
  origin = await new Promise<string>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve(`http://127.0.0.1:${info.port}`),
    );
  });
});
afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  await t?.close();
});

const generateToken = (username: string, password: string, base = '') =>
  (base ? fetch : app.request.bind(app))(`${base}/sharing/rest/generateToken`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ f: 'json', username, password }).toString(),
  });

describe('failed sign-ins per username', () => {
  it('answers 429 with Retry-After after 10 failures in 15 minutes, even for the right password', async () => {
    for (let i = 0; i < 10; i++) {
      const body = (await (await generateToken('user_hillcrest', `wrong-${i}`)).json()) as { error: { code: number } };
      expect(body.error.code).toBe(400);
      clock += 1000;
    }
    const blocked = await generateToken('user_hillcrest', TEST_PASSWORD);
    expect(blocked.status).toBe(429);
    // The first failure leaves the window 15 minutes after it happened: 900 s − 10 s later.
    expect(blocked.headers.get('retry-after')).toBe('890');
  });

  it('lets the user in again once the failures have left the window', async () => {
    clock += 890_000;
    const res = await generateToken('user_hillcrest', TEST_PASSWORD);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { token?: string }).token).toBeTruthy();
  });
});

describe('failed sign-ins per IP', () => {
  it('blocks an address after 10 failures across usernames, on generateToken, the sign-in page and oauth2/token', async () => {
    clock += 3_600_000;
    for (let i = 0; i < 10; i++) await generateToken(`nobody_${i}`, 'x', origin);
    const blocked = await generateToken('admin_hillcrest', TEST_PASSWORD, origin);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBe(900);

    const form = await openSignInForm(origin, {
      client_id: WEB_CLIENT_ID,
      response_type: 'code',
      redirect_uri: 'http://localhost:3000/auth/callback',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    });
    const page = await submitSignInForm(origin, form, { username: 'admin_hillcrest' });
    expect(page.status).toBe(429);
    expect(page.headers.get('retry-after')).toBe('900');
    expect(page.headers.get('location')).toBeNull();

    const token = await fetch(`${origin}/sharing/rest/oauth2/token`, {
      method: 'POST',
      body: new URLSearchParams({ grant_type: 'authorization_code', client_id: WEB_CLIENT_ID, code: 'x' }),
    });
    expect(token.status).toBe(429);
    expect(token.headers.get('retry-after')).toBe('900');
  });
});

describe('simultaneous attempts (issue 12: the limit is claimed atomically)', () => {
  it('evaluates at most 10 of 100 simultaneous wrong passwords for one username', async () => {
    clock += 24 * 3_600_000;
    const answers = await Promise.all(
      Array.from({ length: 100 }, async (_, i) => {
        const res = await generateToken('publisher_hillcrest', `wrong-${i}`);
        return res.status === 429 ? 'limited' : ((await res.json()) as { error: { code: number } }).error.code;
      }),
    );
    expect(answers.filter((a) => a === 400)).toHaveLength(10);
    expect(answers.filter((a) => a === 'limited')).toHaveLength(90);
  });

  it('does not count a successful sign-in against the address', async () => {
    clock += 24 * 3_600_000;
    for (let i = 0; i < 12; i++) {
      const res = await generateToken('admin_riverside', TEST_PASSWORD, origin);
      expect(res.status).toBe(200);
      expect(((await res.json()) as { token?: string }).token).toBeTruthy();
    }
  });
});

/** The rows of a username: failures (`pending_until` null) and claims being checked. */
async function rowsOf(username: string) {
  const rows = await t.db
    .selectFrom('sign_in_failures')
    .select(['pending_until'])
    .where('scope', '=', 'username')
    .where('subject', '=', username)
    .execute();
  return {
    failures: rows.filter((r) => r.pending_until === null).length,
    claims: rows.filter((r) => r.pending_until !== null).length,
  };
}

/** Claims of a process that died while checking passwords: they hold every place until `clock + lease`. */
async function deadClaims(username: string): Promise<void> {
  await t.db
    .insertInto('sign_in_failures')
    .values(
      Array.from({ length: MAX_SIGN_IN_FAILURES }, (_, i) => ({
        scope: 'username' as const,
        subject: username,
        at: clock,
        pending_until: clock + SIGN_IN_CLAIM_LEASE_MS,
        claim: `dead-${username}-${i}`,
      })),
    )
    .execute();
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('claims under a lease (issue 40 item 3, ADR 0187)', () => {
  it('lets 30 simultaneous correct sign-ins of one user all in, none refused', async () => {
    clock += 24 * 3_600_000;
    const answers = await Promise.all(
      Array.from({ length: 30 }, async () => {
        const res = await generateToken('viewer_riverside', TEST_PASSWORD, origin);
        return { status: res.status, token: ((await res.json()) as { token?: string }).token };
      }),
    );
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 30 }, () => 200));
    expect(answers.every((a) => a.token)).toBe(true);
    expect(await rowsOf('viewer_riverside')).toEqual({ failures: 0, claims: 0 });
  });

  it('counts exactly 10 of 12 simultaneous wrong passwords, and refuses the other 2', async () => {
    clock += 24 * 3_600_000;
    const answers = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        const res = await generateToken('viewer_hillcrest', `wrong-${i}`, origin);
        return res.status === 429 ? 'limited' : ((await res.json()) as { error: { code: number } }).error.code;
      }),
    );
    expect(answers.filter((a) => a === 400)).toHaveLength(10);
    expect(answers.filter((a) => a === 'limited')).toHaveLength(2);
    expect(await rowsOf('viewer_hillcrest')).toEqual({ failures: 10, claims: 0 });
  });

  it("makes a correct sign-in wait for a dead process's claims, and lets it in when their lease ends", async () => {
    clock += 24 * 3_600_000;
    await deadClaims('user_hillcrest');
    const before = clockReads;
    const pending = generateToken('user_hillcrest', TEST_PASSWORD, origin);
    // It has looked for a place several times, finding every one held.
    await until(() => clockReads >= before + 6);
    clock += SIGN_IN_CLAIM_LEASE_MS;
    const res = await pending;
    expect(res.status).toBe(200);
    expect(((await res.json()) as { token?: string }).token).toBeTruthy();
    expect(await rowsOf('user_hillcrest')).toEqual({ failures: 0, claims: 0 });
  });

  it("never counts a dead process's claims as failures", async () => {
    clock += 24 * 3_600_000;
    await deadClaims('owner_hillcrest');
    clock += SIGN_IN_CLAIM_LEASE_MS + 1;
    // All 10 places are still there for real failures: the 10 wrong passwords are checked, the 11th is refused.
    for (let i = 0; i < 10; i++) {
      const body = (await (await generateToken('owner_hillcrest', `wrong-${i}`)).json()) as { error: { code: number } };
      expect(body.error.code).toBe(400);
    }
    expect((await generateToken('owner_hillcrest', TEST_PASSWORD)).status).toBe(429);
    expect(await rowsOf('owner_hillcrest')).toEqual({ failures: 10, claims: 0 });
  });

  it('forgets every claim, and no failure, when the embedded database is opened again', async () => {
    clock += 24 * 3_600_000;
    await deadClaims('owner_riverside');
    await t.db
      .insertInto('sign_in_failures')
      .values({ scope: 'username', subject: 'owner_riverside', at: clock })
      .execute();
    await forgetSignInClaims(t.db);
    expect(await rowsOf('owner_riverside')).toEqual({ failures: 1, claims: 0 });
  });
});
