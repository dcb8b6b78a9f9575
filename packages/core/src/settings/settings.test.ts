import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserHistoryEntry } from '../context/UserHubSettings.ts';
import { UserResourceTooLargeError } from '../errors/UserResourceTooLargeError.ts';
import { UserSettingsError } from '../errors/UserSettingsError.ts';
import { stubFetchRoutes } from '../testing/stubFetchRoutes.ts';
import { addHistoryEntry } from './addHistoryEntry.ts';
import { fetchUserHubSettings } from './fetchUserHubSettings.ts';
import { newUserHubSettings } from './newUserHubSettings.ts';
import { recordHistoryVisit } from './recordHistoryVisit.ts';
import { removeHistoryEntry } from './removeHistoryEntry.ts';
import { saveUserHubSettings } from './saveUserHubSettings.ts';
import { isSiteHistoryEntry, userHistoryEntrySchema } from './userHistoryEntry.ts';

afterEach(() => vi.unstubAllGlobals());

const PORTAL = 'https://portal.test/sharing/rest';
const RESOURCE = `${PORTAL}/community/users/casey/resources/hubSettings.json`;
const ADD = `${PORTAL}/community/users/casey/addResource`;

const visit = (id: string, type = 'project', visited = 1): UserHistoryEntry => ({ id, type, action: 'view', visited });

describe('history (spec 1 §4, §9)', () => {
  it('puts a new entry first and removes an earlier one with the same id', () => {
    let settings = newUserHubSettings('casey');
    settings = addHistoryEntry(settings, visit('a'));
    settings = addHistoryEntry(settings, visit('b'));
    settings = addHistoryEntry(settings, visit('a', 'project', 3));
    expect(settings.history?.entries.map((e) => [e.id, e.visited])).toEqual([
      ['a', 3],
      ['b', 1],
    ]);
  });

  it('keeps 10 site entries and 50 others, dropping the oldest', () => {
    let settings = newUserHubSettings('casey');
    for (let i = 0; i < 12; i++) settings = addHistoryEntry(settings, visit(`s${i}`, 'site'));
    for (let i = 0; i < 55; i++) settings = addHistoryEntry(settings, visit(`p${i}`));
    const entries = settings.history?.entries ?? [];
    const sites = entries.filter(isSiteHistoryEntry).map((e) => e.id);
    const others = entries.filter((e) => !isSiteHistoryEntry(e)).map((e) => e.id);
    expect(sites).toHaveLength(10);
    expect(sites[0]).toBe('s11');
    expect(sites).not.toContain('s1');
    expect(others).toHaveLength(50);
    expect(others[0]).toBe('p54');
    expect(others.at(-1)).toBe('p5');
    expect(entries[0]?.id).toBe('p54');
  });

  it('does not change the settings passed in, and removes by id', () => {
    const settings = addHistoryEntry(newUserHubSettings('casey'), visit('a'));
    const frozen = structuredClone(settings);
    addHistoryEntry(settings, visit('b'));
    expect(settings).toEqual(frozen);
    expect(removeHistoryEntry(settings, 'a').history?.entries).toEqual([]);
  });

  it('validates entries and tells sites apart', () => {
    expect(userHistoryEntrySchema.parse({ id: 'x', type: 'site', visited: 1 }).action).toBe('view');
    expect(() => userHistoryEntrySchema.parse({ id: '', type: 'site', visited: 1 })).toThrow();
    expect(isSiteHistoryEntry({ type: 'Hub Site Application' })).toBe(true);
    expect(isSiteHistoryEntry({ type: 'page' })).toBe(false);
  });
});

describe('user hub settings as a user resource', () => {
  it('reads stored settings, or fresh ones when none are stored', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetchRoutes({ [`GET ${RESOURCE}`]: () => ({ schemaVersion: 1, preview: { workspace: true } }) }).fetch,
    );
    expect(await fetchUserHubSettings('casey', { portal: PORTAL })).toEqual({
      schemaVersion: 1,
      preview: { workspace: true },
    });
    vi.stubGlobal(
      'fetch',
      stubFetchRoutes({
        [`GET ${RESOURCE}`]: () => ({
          error: { code: 400, messageCode: 'COM_0042', message: 'Resource does not exist', details: [] },
        }),
      }).fetch,
    );
    expect(await fetchUserHubSettings('casey', { portal: PORTAL })).toEqual(newUserHubSettings('casey'));
  });

  it('rethrows other failures', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetchRoutes({ [`GET ${RESOURCE}`]: () => ({ error: { code: 498, message: 'Invalid token.', details: [] } }) })
        .fetch,
    );
    await expect(fetchUserHubSettings('casey', { portal: PORTAL })).rejects.toMatchObject({ status: 498 });
  });

  it('stores as userappprivate JSON with username and updated', async () => {
    const stub = stubFetchRoutes({ [`POST ${ADD}`]: () => ({ success: true }) });
    vi.stubGlobal('fetch', stub.fetch);
    const stored = await saveUserHubSettings(newUserHubSettings('x'), {
      portal: PORTAL,
      username: 'casey',
      token: 't',
      now: () => 42,
    });
    expect(stored).toMatchObject({ username: 'casey', updated: 42 });
    const params = stub.calls[0]?.params;
    expect(params?.get('key')).toBe('hubSettings.json');
    expect(params?.get('access')).toBe('userappprivate');
    expect(params?.get('token')).toBe('t');
    expect(JSON.parse(params?.get('text') ?? '{}')).toEqual(stored);
  });

  it('refuses without a user, without a token, and above 4.95 MB, sending nothing', async () => {
    const stub = stubFetchRoutes({ [`POST ${ADD}`]: () => ({ success: true }) });
    vi.stubGlobal('fetch', stub.fetch);
    const settings = newUserHubSettings('casey');
    await expect(saveUserHubSettings(settings, { portal: PORTAL, token: 't' })).rejects.toThrow(
      new UserSettingsError('SETTINGS_NOT_AUTHENTICATED'),
    );
    await expect(saveUserHubSettings(settings, { portal: PORTAL, username: 'casey' })).rejects.toThrow(
      'No user-app-resource token available to store Site Settings',
    );
    const huge = { ...settings, blob: 'x'.repeat(4_950_001) };
    await expect(saveUserHubSettings(huge, { portal: PORTAL, username: 'casey', token: 't' })).rejects.toBeInstanceOf(
      UserResourceTooLargeError,
    );
    await expect(saveUserHubSettings(huge, { portal: PORTAL, username: 'casey', token: 't' })).rejects.toThrow(
      'User Resource is too large to store. Please ensure it is less than 5MB in size',
    );
    expect(stub.calls).toEqual([]);
  });

  it('records a visit: read, add, store', async () => {
    const stub = stubFetchRoutes({
      [`GET ${RESOURCE}`]: () => ({ schemaVersion: 1, history: { entries: [visit('old', 'site')] } }),
      [`POST ${ADD}`]: () => ({ success: true }),
    });
    vi.stubGlobal('fetch', stub.fetch);
    const saved = await recordHistoryVisit(visit('new', 'site', 9), {
      portal: PORTAL,
      username: 'casey',
      token: 't',
      now: () => 10,
    });
    expect(saved.history?.entries.map((e) => e.id)).toEqual(['new', 'old']);
    await expect(recordHistoryVisit(visit('x'), { portal: PORTAL })).rejects.toMatchObject({
      code: 'SETTINGS_NOT_AUTHENTICATED',
    });
  });
});
