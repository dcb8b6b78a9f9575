import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveDiscussionSettings } from './entitySettingsClient.ts';
import { getDefaultEntitySettings } from './getDefaultEntitySettings.ts';
import { isDiscussable } from './isDiscussable.ts';
import { setDiscussableKeyword } from './setDiscussableKeyword.ts';

const HUB = 'https://hub.example.org';
const calls: { method: string; url: string; body: unknown }[] = [];
function serve(status: (method: string) => number): void {
  calls.length = 0;
  vi.stubGlobal('fetch', (input: string, init: RequestInit) => {
    const method = init.method ?? 'GET';
    calls.push({ method, url: input.replace(HUB, ''), body: JSON.parse(String(init.body ?? 'null')) });
    const code = status(method);
    return Promise.resolve(
      new Response(JSON.stringify(code < 400 ? { id: 'd1' } : { error: { title: 'x', detail: 'y' } }), {
        status: code,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
}
afterEach(() => vi.unstubAllGlobals());
const options = { hubUrl: HUB, authentication: 'token' };

describe('discussion settings (spec 2 §3, the reference)', () => {
  it('starts content and discussions as content records, groups as group records, and refuses other types', () => {
    expect(getDefaultEntitySettings('discussion')).toEqual({
      type: 'content',
      settings: { discussions: { allowedChannelIds: null, allowedLocations: null } },
    });
    expect(getDefaultEntitySettings('group').type).toBe('group');
    expect(() => getDefaultEntitySettings('site')).toThrow('no default entity settings defined for site');
  });

  it('tells and sets whether something may be discussed', () => {
    expect(isDiscussable({ typeKeywords: ['a'] })).toBe(true);
    expect(isDiscussable({ typeKeywords: ['cannotDiscuss'] })).toBe(false);
    expect(isDiscussable(undefined)).toBe(false);
    expect(setDiscussableKeyword(['cannotDiscuss', 'a'], false)).toEqual(['a', 'cannotDiscuss']);
    expect(setDiscussableKeyword(['cannotDiscuss', 'a'], true)).toEqual(['a']);
  });

  it('creates the record of an entity that has none, empty lists as null', async () => {
    serve(() => 201);
    await saveDiscussionSettings('d1', { allowedChannelIds: [], allowedLocations: [] }, options, {
      entityType: 'group',
      entitySettingsId: null,
    });
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/api/discussions/v1/settings',
        body: {
          id: 'd1',
          type: 'group',
          settings: { discussions: { allowedChannelIds: null, allowedLocations: null } },
        },
      },
    ]);
  });

  it('updates a known record, and creates it when the service has none after all', async () => {
    serve((method) => (method === 'PATCH' ? 404 : 201));
    await saveDiscussionSettings('d1', { allowedChannelIds: ['c1'], allowedLocations: null }, options, {
      entitySettingsId: 'd1',
    });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'PATCH /api/discussions/v1/settings/d1',
      'POST /api/discussions/v1/settings',
    ]);
  });
});
