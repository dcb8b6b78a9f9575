import { getPortalSelf, orgNoticesOf, PortalRequestError, saveOrgNotices, type HubNotice } from '@plaza/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED_USERS, signIn } from '../../testing/signIn.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

// Issue 19 (ADR 0155): an organisation's notices live in its properties (`hub.notices`), set by an administrator who
// manages the website with `portals/self/update`, and every site of the organisation shows them.
let t: TestApp;
let portal: string;
const tokens: Record<string, string> = {};

const NOTICE: HubNotice = {
  id: 'riverside-holiday-hours',
  dismissable: true,
  autoShow: true,
  configuration: { kind: 'info', message: 'City offices close at noon on Friday.' },
  actions: [],
  permissions: [],
  places: [],
};

beforeAll(async () => {
  t = await createTestApp();
  portal = `${await t.listen()}/sharing/rest`;
  for (const who of [SEEDED_USERS.riverside.admin, SEEDED_USERS.riverside.publisher])
    tokens[who] = await signIn(t, who);
});
afterAll(() => t.close());

const as = (who: string) => ({ portal, authentication: tokens[who]! });
const update = async (who: string, properties: string) =>
  (await (
    await fetch(`${portal}/portals/self/update`, {
      method: 'POST',
      body: new URLSearchParams({ f: 'json', token: tokens[who]!, properties }),
    })
  ).json()) as { success?: boolean; error?: { code: number; message: string } };

describe('organisation notices', () => {
  it('are saved by an administrator, merged into the properties, and read by anyone from the org record', async () => {
    const stored = await saveOrgNotices([NOTICE], as(SEEDED_USERS.riverside.admin));
    expect(stored).toEqual([NOTICE]);
    const anonymous = await getPortalSelf({ portal });
    expect(orgNoticesOf(anonymous)).toEqual([NOTICE]);
    // The other properties and the licence flag stay.
    expect(anonymous.properties).toMatchObject({ hub: { enabled: true }, tracking: { enabled: true } });
  });

  it('refuses a publisher, an invalid notice, a licence change and malformed properties, storing nothing', async () => {
    expect((await update(SEEDED_USERS.riverside.publisher, '{"hub":{"notices":[]}}')).error?.code).toBe(403);
    const invalid = await update(SEEDED_USERS.riverside.admin, JSON.stringify({ hub: { notices: [{ id: 'x' }] } }));
    expect(invalid.error).toMatchObject({ code: 400 });
    expect(invalid.error?.message).toContain('Invalid properties.hub.notices.0');
    expect((await update(SEEDED_USERS.riverside.admin, '[1,2]')).error?.message).toBe(
      'properties must be a JSON object.',
    );
    expect((await update(SEEDED_USERS.riverside.admin, 'x'.repeat(70_000))).error?.message).toContain(
      'larger than 64 KB',
    );
    await update(SEEDED_USERS.riverside.admin, '{"hub":{"enabled":false}}');
    const self = await getPortalSelf({ portal });
    expect(self.properties).toMatchObject({ hub: { enabled: true } });
    expect(orgNoticesOf(self)).toEqual([NOTICE]);
    const refused = await saveOrgNotices([], as(SEEDED_USERS.riverside.publisher)).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(PortalRequestError);
  });
});
