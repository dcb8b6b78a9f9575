import type { Db } from '../db/database.ts';
import { insertUser } from '../db/repositories/userRepository.ts';
import { bearer, signIn } from './signIn.ts';
import type { TestApp } from './testApp.ts';

/** A JSON call of the events service through the app, as a user (a token) or anonymously. */
export interface EventsCall {
  (
    method: string,
    path: string,
    options?: { as?: string; body?: unknown },
  ): Promise<{
    status: number;
    body: Record<string, unknown> & { error?: { title: string; detail: string } };
  }>;
}

/**
 * Test helpers for the events service: `call` signs users in on first use and keeps their tokens.
 *
 * @example
 * const call = eventsCaller(t); await call('GET', '/api/events/v1/events', { as: 'user_riverside' });
 */
export function eventsCaller(t: TestApp): EventsCall {
  const tokens = new Map<string, string>();
  return async (method, path, options = {}) => {
    let headers: Record<string, string> = {};
    if (options.as) {
      if (!tokens.has(options.as)) tokens.set(options.as, await signIn(t, options.as));
      headers = bearer(tokens.get(options.as)!);
    }
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await t.app.request(path, {
      method,
      headers,
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  };
}

/** A valid new event (tomorrow-ish, far from now), overridable field by field. */
export function buildEventInput(overrides: Record<string, unknown> = {}) {
  return {
    title: 'River Restoration Workshop',
    summary: 'Help plan the riverbank planting.',
    timeZone: 'America/Los_Angeles',
    startDate: '2099-05-10',
    startTime: '18:00',
    endDate: '2099-05-10',
    endTime: '20:00',
    attendanceType: ['IN_PERSON'],
    inPersonCapacity: 40,
    access: 'PUBLIC' as const,
    ...overrides,
  } as const;
}

/** Adds `count` plain org users (`{prefix}1`...) to an org, for concurrency tests. */
export async function addUsers(db: Db, orgId: string, prefix: string, count: number): Promise<string[]> {
  const names: string[] = [];
  for (let i = 1; i <= count; i++) {
    const username = `${prefix}${i}`;
    await insertUser(db, {
      username,
      org_id: orgId,
      full_name: `Resident ${i}`,
      email: `${username}@example.org`,
      role: 'org_user',
      user_license_type: 'creatorUT',
      password_hash: 'x',
      created: 0,
      modified: 0,
      last_login: null,
    });
    names.push(username);
  }
  return names;
}
