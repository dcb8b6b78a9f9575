import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { TEST_PASSWORD } from '../testing/testDatabase.ts';
import { seedDemoWhenEmpty } from './seedDemo.ts';

// Issue 24's start-up: a server starting on a filled database seeds nothing and hashes nothing.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('seedDemoWhenEmpty on a filled database', () => {
  it('does nothing: no organisation, user or password is written again', async () => {
    const before = await t.db.selectFrom('users').select(['username', 'password_hash']).orderBy('username').execute();
    const orgs = await t.db.selectFrom('orgs').select('id').execute();
    expect(before.length).toBeGreaterThan(0);
    // The password is read only to hash it: a filled database never asks for it.
    let asked = false;
    const options = {
      get password() {
        asked = true;
        return TEST_PASSWORD;
      },
    };
    const result = await seedDemoWhenEmpty(t.db, options);
    expect(result).toEqual({ seeded: false, signIns: [] });
    expect(asked).toBe(false);
    expect(await t.db.selectFrom('users').select(['username', 'password_hash']).orderBy('username').execute()).toEqual(
      before,
    );
    expect(await t.db.selectFrom('orgs').select('id').execute()).toHaveLength(orgs.length);
  });
});
