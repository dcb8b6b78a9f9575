import { fetchOrgExtent, getPortalSelf } from '@plaza/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../testing/signIn.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import type { TestJson } from '../../testing/testJson.ts';
import { GEOMETRY_SERVICE_PATH } from '../../http/geometryServicePath.ts';

// Issue 44 item 8: the geometry service's `project` (spec 2 §7 Geometry), named by portals/self, and core's
// organisation extent over it (projected, or the world when it cannot be).
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const form = (values: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(values).toString(),
});

describe('the geometry service', () => {
  it('projects POSTed and GET geometries, and says what it is', async () => {
    const posted = await t.app.request(
      `${GEOMETRY_SERVICE_PATH}/project`,
      form({
        f: 'json',
        geometries: JSON.stringify({ geometryType: 'esriGeometryPoint', geometries: [{ x: 0, y: 0 }] }),
        inSR: '4326',
        outSR: '102100',
      }),
    );
    expect(posted.status).toBe(200);
    expect(await posted.json()).toEqual({ geometries: [{ x: 0, y: 0 }] });
    const got = await t.app.request(`${GEOMETRY_SERVICE_PATH}/project?geometries=180,0&inSR=4326&outSR=3857`);
    expect(await got.json()).toEqual({ geometries: [{ x: 20037508.343, y: 0 }] });
    expect(got.headers.get('access-control-allow-origin')).toBe('*');
    expect(await (await t.app.request(`${GEOMETRY_SERVICE_PATH}?f=json`)).json()).toMatchObject({
      operations: ['project'],
    });
  });

  it('answers refusals in the server envelope', async () => {
    const res = await t.app.request(`${GEOMETRY_SERVICE_PATH}/project?geometries=1,2&inSR=2230&outSR=4326`);
    expect(res.status).toBe(200);
    const message = 'inSR must be 4326 (WGS84) or 102100 (Web Mercator): other spatial references are not supported.';
    expect(await res.json()).toEqual({ error: { code: 400, message, details: [message] } });
    const other = (await (await t.app.request(`${GEOMETRY_SERVICE_PATH}/buffer`)).json()) as TestJson;
    expect(other.error).toMatchObject({ code: 400, message: 'Invalid URL' });
  });
});

describe("core's organisation extent through portals/self", () => {
  it('projects the organisation’s default extent, and falls back to the world when it cannot', async () => {
    const origin = await t.listen();
    const portal = `${origin}/sharing/rest`;
    const admin = await signIn(t, 'admin_riverside');
    const anonymous = await getPortalSelf({ portal });
    expect(anonymous.helperServices?.geometry?.url).toBe(`${origin}${GEOMETRY_SERVICE_PATH}`);
    // No default extent yet: the world, without asking.
    expect(await fetchOrgExtent(anonymous)).toEqual({
      xmin: -180,
      ymin: -90,
      xmax: 180,
      ymax: 90,
      spatialReference: { wkid: 4326 },
    });

    const self = (await (
      await t.app.request('/sharing/rest/portals/self?f=json', { headers: bearer(admin) })
    ).json()) as TestJson;
    const mercator = {
      xmin: -13046087.724,
      ymin: 4036323.939,
      xmax: -12932207.884,
      ymax: 4163881.144,
      spatialReference: { wkid: 102100 },
    };
    const update = await t.app.request(
      `/sharing/rest/portals/${self.id}/update`,
      form({ f: 'json', token: admin, properties: JSON.stringify({ defaultExtent: mercator }) }),
    );
    expect(await update.json()).toEqual({ success: true, id: self.id });
    const withExtent = await getPortalSelf({ portal, authentication: admin });
    expect(withExtent.defaultExtent).toEqual(mercator);
    const extent = await fetchOrgExtent(withExtent, { authentication: admin });
    expect(extent.spatialReference).toEqual({ wkid: 4326 });
    expect(extent.xmin).toBeCloseTo(-117.195, 3);
    expect(extent.ymin).toBeCloseTo(34.056, 3);
    expect(extent.xmax).toBeCloseTo(-116.172, 3);
    expect(extent.ymax).toBeCloseTo(35.0, 3);
    // A default extent in a reference the service does not project: its refusal gives the world.
    const state = { ...withExtent, defaultExtent: { ...mercator, spatialReference: { wkid: 2230 } } };
    expect(await fetchOrgExtent(state)).toMatchObject({ xmin: -180, ymax: 90 });
  });
});
