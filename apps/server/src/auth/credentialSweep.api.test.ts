import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertAccessToken } from '../db/repositories/accessTokenRepository.ts';
import { insertOAuthCode, insertRefreshToken } from '../db/repositories/oauthRepository.ts';
import { createLogger } from '../log/logger.ts';
import { bearer } from '../testing/signIn.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { startCredentialSweep, type Scheduler } from './startCredentialSweep.ts';
import { sweepExpiredCredentials } from './sweepExpiredCredentials.ts';
import { hashSecret } from './tokenSecret.ts';

// Expired credentials are deleted by a sweep on an injected clock (ADR 0103); nothing else is.
const NOW = 1_900_000_000_000;
const USER = 'user_riverside';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.db.deleteFrom('access_tokens').execute();
  await t.db.deleteFrom('oauth_codes').execute();
  await t.db.deleteFrom('refresh_tokens').execute();
});

async function accessToken(name: string, expires: number, revoked = false): Promise<void> {
  await insertAccessToken(t.db, {
    token_hash: hashSecret(name),
    username: USER,
    source: 'password',
    client_id: null,
    family_id: null,
    referer: null,
    request_ip: null,
    created: expires - 60_000,
    expires,
    revoked,
  });
}

async function code(name: string, expires: number, used: boolean): Promise<void> {
  await insertOAuthCode(t.db, {
    code_hash: hashSecret(name),
    client_id: 'plaza-web',
    username: USER,
    redirect_uri: 'http://localhost/auth/callback',
    code_challenge: null,
    code_challenge_method: null,
    expiration_minutes: 30,
    family_id: 'family',
    created: expires - 600_000,
    expires,
    used,
  });
}

async function refreshToken(name: string, expires: number, rotated: boolean): Promise<void> {
  await insertRefreshToken(t.db, {
    token_hash: hashSecret(name),
    family_id: 'family',
    client_id: 'plaza-web',
    username: USER,
    created: expires - 60_000,
    expires,
    rotated,
  });
}

async function left(table: 'access_tokens' | 'oauth_codes' | 'refresh_tokens'): Promise<string[]> {
  const column = table === 'oauth_codes' ? 'code_hash' : 'token_hash';
  const rows = await t.db.selectFrom(table).select(column).execute();
  const names = [
    'old',
    'now',
    'soon',
    'revoked',
    'old-revoked',
    'used',
    'unused',
    'rotated',
    'live',
    'a',
    'b',
    'c',
    'd',
    'e',
  ];
  return rows.map((row) => names.find((n) => hashSecret(n) === Object.values(row)[0]) ?? '?').sort();
}

describe('sweepExpiredCredentials', () => {
  it('deletes what expired at or before now, and keeps everything else', async () => {
    await accessToken('old', NOW - 1);
    await accessToken('now', NOW);
    await accessToken('soon', NOW + 1);
    await accessToken('revoked', NOW + 60_000, true);
    await accessToken('old-revoked', NOW - 60_000, true);
    await code('used', NOW - 1, true);
    await code('unused', NOW + 1, false);
    await refreshToken('rotated', NOW + 1, true);
    await refreshToken('old', NOW - 1, false);
    await refreshToken('live', NOW + 86_400_000, false);

    expect(await sweepExpiredCredentials(t.db, NOW)).toEqual({ accessTokens: 3, oauthCodes: 1, refreshTokens: 1 });
    expect(await left('access_tokens')).toEqual(['revoked', 'soon']);
    expect(await left('oauth_codes')).toEqual(['unused']);
    expect(await left('refresh_tokens')).toEqual(['live', 'rotated']);
    expect(await sweepExpiredCredentials(t.db, NOW)).toEqual({ accessTokens: 0, oauthCodes: 0, refreshTokens: 0 });
  });

  it('deletes at most batches × batchSize rows of a kind per sweep; the rest waits for the next', async () => {
    for (const name of ['a', 'b', 'c', 'd', 'e']) await accessToken(name, NOW - 1);
    const bounds = { batchSize: 2, batches: 2 };
    expect((await sweepExpiredCredentials(t.db, NOW, bounds)).accessTokens).toBe(4);
    expect(await left('access_tokens')).toHaveLength(1);
    expect((await sweepExpiredCredentials(t.db, NOW, bounds)).accessTokens).toBe(1);
    expect(await left('access_tokens')).toEqual([]);
  });

  it('changes nothing a client can see: an expired token answers 498 before and after', async () => {
    const expired = 'expired-token-for-the-api';
    await insertAccessToken(t.db, {
      token_hash: hashSecret(expired),
      username: USER,
      source: 'password',
      created: 1,
      expires: Date.now() - 1,
    });
    const code498 = async () =>
      (
        (await (await t.app.request('/sharing/rest/community/self?f=json', { headers: bearer(expired) })).json()) as {
          error?: { code: number };
        }
      ).error?.code;
    expect(await code498()).toBe(498);
    expect((await sweepExpiredCredentials(t.db, Date.now())).accessTokens).toBe(1);
    expect(await code498()).toBe(498);
  });
});

describe('startCredentialSweep', () => {
  /** A scheduler driven by hand: `tick()` is the timer firing. */
  function manualScheduler() {
    const state: { tick?: () => void; ms?: number; cancelled: boolean } = { cancelled: false };
    const schedule: Scheduler = (tick, ms) => {
      state.tick = tick;
      state.ms = ms;
      return () => {
        state.cancelled = true;
      };
    };
    return { schedule, state };
  }

  it('sweeps on each tick by the injected clock, one sweep at a time, and stops for good', async () => {
    const logs: string[] = [];
    const { schedule, state } = manualScheduler();
    let now = NOW;
    const sweep = startCredentialSweep({
      db: t.db,
      logger: createLogger('info', (line) => logs.push(line)),
      now: () => now,
      intervalMs: 1234,
      schedule,
    });
    expect(state.ms).toBe(1234);
    await accessToken('old', NOW - 1);
    await accessToken('soon', NOW + 1);

    const first = sweep.sweep();
    expect(sweep.sweep()).toBe(first);
    expect(await first).toEqual({ accessTokens: 1, oauthCodes: 0, refreshTokens: 0 });
    expect(logs.some((line) => line.includes('expired credentials deleted'))).toBe(true);

    now = NOW + 1;
    state.tick?.();
    await sweep.stop();
    expect(await left('access_tokens')).toEqual([]);
    expect(state.cancelled).toBe(true);

    await accessToken('a', NOW - 1);
    state.tick?.();
    expect(await sweep.sweep()).toBeUndefined();
    expect(await left('access_tokens')).toEqual(['a']);
  });
});
