import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoItemId } from '../../seed/demoItemId.ts';
import { addFormItem, postPortalForm } from '../../testing/formItems.ts';
import { bearer, signIn } from '../../testing/signIn.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

// Survey answers through addFeatures (issue 21, ADR 0174): anyone who may read a survey adds one answer to its layer
// (Survey2Service) under the survey's rules, without being able to read the layer; Draft, closed, missing required
// answers and floods are refused, and nothing of a refused answer is stored.
const STOPS_ITEM = demoItemId('riverside', 'bus-stops');
const STOPS = '/arcgis/rest/services/Bus_Stops/FeatureServer/0';
let t: TestApp;
let publisher: string;
let member: string;

beforeAll(async () => {
  t = await createTestApp();
  publisher = await signIn(t, 'publisher_riverside');
  member = await signIn(t, 'user_riverside');
  // The answers' layer is private: only its owner reads the answers.
  await t.db.updateTable('items').set({ access: 'private' }).where('id', '=', STOPS_ITEM).execute();
});
afterAll(async () => {
  await t?.close();
});

const FORM = {
  questions: [
    {
      type: 'esriQuestionTypeText',
      fieldName: 'Stop_Name',
      label: 'What should we call it?',
      validation: { required: true },
    },
    { type: 'esriQuestionTypeText', fieldName: 'Routes', label: 'Which routes?' },
    { type: 'esriQuestionTypeGeoPoint', label: 'Where?', defaultMap: 'streets', validation: { required: true } },
  ],
  settings: { openStatusInfo: { status: 'open' } },
};

/** A survey (a Form item with its form) whose answers go to the bus stops layer. */
async function survey(options: { access?: 'public' | 'private'; keywords?: string[]; form?: unknown } = {}) {
  const id = await addFormItem(t, publisher, 'publisher_riverside', {
    title: 'Where should a bus stop go?',
    typeKeywords: ['Form', ...(options.keywords ?? [])],
    files: { 'forminfo.json': { name: 'stops' }, 'stops.json': options.form ?? FORM },
    public: (options.access ?? 'public') === 'public',
  });
  expect(
    await postPortalForm(
      t,
      '/content/users/publisher_riverside/addRelationship',
      { originItemId: id, destinationItemId: STOPS_ITEM, relationshipType: 'Survey2Service' },
      publisher,
    ),
  ).toEqual({ success: true });
  return id;
}

async function answer(features: unknown, token?: string) {
  const res = await t.app.request(`${STOPS}/addFeatures`, {
    method: 'POST',
    headers: token ? bearer(token) : {},
    body: new URLSearchParams({ f: 'json', features: JSON.stringify(features) }),
  });
  return (await res.json()) as Record<string, unknown>;
}

async function count(): Promise<number> {
  const res = await t.app.request(`${STOPS}/query?f=json&where=1%3D1&returnCountOnly=true`, {
    headers: bearer(publisher),
  });
  return ((await res.json()) as { count: number }).count;
}

const ONE = [{ attributes: { Stop_Name: 'Library', Routes: '7' }, geometry: { x: -117.39, y: 33.95 } }];

describe('survey answers through addFeatures', () => {
  it("takes a visitor's answer to a public survey, who still cannot read the answers", async () => {
    await survey();
    const before = await count();
    const added = await answer(ONE);
    expect((added.addResults as { success: boolean }[])[0]!.success).toBe(true);
    expect(await count()).toBe(before + 1);
    // Others' answers are not theirs to read: the layer is not found for them.
    const read = await t.app.request(`${STOPS}/query?f=json&where=1%3D1`);
    expect(((await read.json()) as { error: { code: number } }).error.code).toBe(404);
  });

  it('refuses a missing required answer, more than one feature, a Draft and a closed survey, storing nothing', async () => {
    const before = await count();
    await survey();
    expect(await answer([{ attributes: { Routes: '7' }, geometry: { x: -117.39, y: 33.95 } }])).toMatchObject({
      error: { code: 400, message: 'Answer the required question: What should we call it?.' },
    });
    expect(await answer([...ONE, ...ONE])).toMatchObject({
      error: { code: 400, message: 'A survey answer is one feature.' },
    });
    const draftBefore = await count();
    expect(draftBefore).toBe(before);
    await t.db.updateTable('items').set({ access: 'private' }).where('type', '=', 'Form').execute();
    await survey({ keywords: ['Draft'] });
    expect(await answer(ONE)).toMatchObject({ error: { code: 403, message: /not published/ } });
    await t.db.updateTable('items').set({ access: 'private' }).where('type', '=', 'Form').execute();
    await survey({ form: { ...FORM, settings: { openStatusInfo: { status: 'closed' } } } });
    expect(await answer(ONE)).toMatchObject({ error: { code: 403, message: /closed/ } });
    await t.db.updateTable('items').set({ access: 'private' }).where('type', '=', 'Form').execute();
    await survey({
      form: { ...FORM, settings: { openStatusInfo: { status: 'open', schedule: { end: Date.now() - 1000 } } } },
    });
    expect(await answer(ONE)).toMatchObject({ error: { code: 403, message: /closed/ } });
    expect(await count()).toBe(before);
  });

  it('answers nothing about a layer whose only survey the caller may not read', async () => {
    await t.db.updateTable('items').set({ access: 'private' }).where('type', '=', 'Form').execute();
    await survey({ access: 'private' });
    expect(await answer(ONE)).toMatchObject({ error: { code: 404 } });
    // A member of the organisation may read an org-shared survey and answer it.
    await t.db.updateTable('items').set({ access: 'org' }).where('type', '=', 'Form').execute();
    expect(((await answer(ONE, member)).addResults as { success: boolean }[])[0]!.success).toBe(true);
  });

  it('limits how many answers one address sends to one survey', async () => {
    await t.db.updateTable('items').set({ access: 'private' }).where('type', '=', 'Form').execute();
    await survey();
    const codes: unknown[] = [];
    for (let i = 0; i < 12 && !codes.includes(429); i++) {
      const result = await answer(ONE);
      codes.push(result.error ? (result.error as { code: number }).code : 'added');
    }
    expect(codes.slice(0, 5)).toEqual(['added', 'added', 'added', 'added', 'added']);
    expect(codes).toContain(429);
  });
});
