import {
  EMPTY_SURVEY_DESIGN,
  fetchSurveyFormJson,
  portalItemInfo,
  publishSurvey,
  surveyDesignOfForm,
  surveyFormOfDesign,
  writeSurveyForm,
  type SurveyDesign,
} from '@plaza/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addFormItem, postPortalForm } from '../../testing/formItems.ts';
import { bearer, signIn } from '../../testing/signIn.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

// Building a survey's answers layer over the ArcGIS contract (issue 21, ADR 0175): the portal's createService and the
// service's addToDefinition; core's publishSurvey against a listening Plaza (service, layer, form, relationship, the
// Draft keyword taken away — or nothing left when a step fails); answers inside the survey's area, dated by the server.
let t: TestApp;
let portal: string;
let publisher: string;
let member: string;

beforeAll(async () => {
  t = await createTestApp();
  portal = `${await t.listen()}/sharing/rest`;
  publisher = await signIn(t, 'publisher_riverside');
  member = await signIn(t, 'user_riverside');
});
afterAll(async () => {
  await t?.close();
});

/** `createService` with a name, or with `{ raw }` createParameters as sent. */
const createService = (name: string | undefined | { raw: string }, token = publisher, owner = 'publisher_riverside') =>
  postPortalForm(
    t,
    `/content/users/${owner}/createService`,
    {
      outputType: 'featureService',
      createParameters: typeof name === 'object' ? name.raw : JSON.stringify(name === undefined ? {} : { name }),
    },
    token,
  );

async function addToDefinition(name: string, definition: unknown, token?: string) {
  const res = await t.app.request(`/arcgis/rest/admin/services/${name}/FeatureServer/addToDefinition`, {
    method: 'POST',
    headers: token ? bearer(token) : {},
    body: new URLSearchParams({ f: 'json', addToDefinition: JSON.stringify(definition) }),
  });
  return (await res.json()) as Record<string, unknown>;
}

const errorOf = (answer: Record<string, unknown>) => answer.error as { code: number; message: string } | undefined;

const POINTS = {
  layers: [
    {
      name: 'answers',
      type: 'Feature Layer',
      geometryType: 'esriGeometryPoint',
      fields: [
        { name: 'OBJECTID', type: 'esriFieldTypeOID' },
        { name: 'Species', type: 'esriFieldTypeString', length: 80, alias: 'Which tree?' },
        { name: 'Count', type: 'esriFieldTypeSmallInteger' },
      ],
    },
  ],
};

describe('createService and addToDefinition', () => {
  it('creates an empty service with its private item, then adds a layer to it', async () => {
    const created = await createService('Tree_Wishes');
    expect(created).toMatchObject({ success: true, name: 'Tree_Wishes', type: 'Feature Service', isView: false });
    expect(String(created.serviceurl)).toMatch(/^http:\/\/.+\/arcgis\/rest\/services\/Tree_Wishes\/FeatureServer$/);
    const item = await t.db.selectFrom('items').selectAll().where('id', '=', String(created.itemId)).executeTakeFirst();
    expect(item).toMatchObject({ type: 'Feature Service', owner: 'publisher_riverside', access: 'private' });

    expect(await addToDefinition('Tree_Wishes', POINTS, publisher)).toEqual({
      success: true,
      layers: [{ name: 'answers', id: 0 }],
    });
    const layer = await t.app.request('/arcgis/rest/services/Tree_Wishes/FeatureServer/0?f=json', {
      headers: bearer(publisher),
    });
    const resource = (await layer.json()) as { geometryType: string; fields: { name: string; type: string }[] };
    expect(resource.geometryType).toBe('esriGeometryPoint');
    expect(resource.fields.map((f) => [f.name, f.type])).toEqual([
      ['OBJECTID', 'esriFieldTypeOID'],
      ['Species', 'esriFieldTypeString'],
      ['Count', 'esriFieldTypeInteger'],
    ]);
    // A second definition numbers its layer after the first.
    expect(await addToDefinition('Tree_Wishes', { tables: [{ name: 'notes', fields: [] }] }, publisher)).toEqual({
      success: true,
      layers: [{ name: 'notes', id: 1 }],
    });
  });

  it('refuses a taken or malformed name, and someone who may not publish', async () => {
    expect(errorOf(await createService('Tree_Wishes'))?.message).toBe("Service name 'Tree_Wishes' already exists.");
    expect(errorOf(await createService('tree_wishes'))?.code).toBe(400);
    expect(errorOf(await createService('2 bad'))?.message).toMatch(/letters, digits or underscores/);
    expect(errorOf(await createService({ raw: '{not json' }))?.message).toBe(
      'createParameters must be JSON with the service name.',
    );
    expect(errorOf(await createService(undefined))?.message).toBe('createParameters.name is required.');
    expect(errorOf(await createService('Mine', member, 'user_riverside'))?.code).toBe(403);
    expect(errorOf(await createService('Theirs', member))?.code).toBe(403);
  });

  it('refuses bad definitions by name, and adds nothing', async () => {
    await createService('Empty_Service');
    const bad = async (definition: unknown) => errorOf(await addToDefinition('Empty_Service', definition, publisher));
    expect((await bad({ layers: [{ name: 'x', fields: [] }] }))?.message).toBe('Layer "x" needs a geometryType.');
    expect(
      (
        await bad({
          layers: [
            { name: 'x', geometryType: 'esriGeometryPoint', fields: [{ name: 'G', type: 'esriFieldTypeGlobalID' }] },
          ],
        })
      )?.message,
    ).toBe('Field "G" of layer "x": esriFieldTypeGlobalID fields are not supported here.');
    expect(
      (
        await bad({
          layers: [
            { name: 'x', geometryType: 'esriGeometryPoint', fields: [{ name: 'a b', type: 'esriFieldTypeString' }] },
          ],
        })
      )?.message,
    ).toMatch(/^Layer "x": "a b" cannot name a field/);
    expect((await bad({ layers: [] }))?.message).toBe('addToDefinition adds no layer.');
    expect((await bad({ layers: 'x' }))?.code).toBe(400);
    const layers = await t.app.request('/arcgis/rest/services/Empty_Service/FeatureServer/layers?f=json', {
      headers: bearer(publisher),
    });
    expect(await layers.json()).toEqual({ layers: [], tables: [] });
    // Someone who may not read the service finds nothing; nobody signed in is asked to.
    expect(errorOf(await addToDefinition('Empty_Service', POINTS, member))?.code).toBe(404);
    expect(errorOf(await addToDefinition('Empty_Service', POINTS))?.code).toBe(499);
  });
});

const DESIGN: SurveyDesign = {
  ...EMPTY_SURVEY_DESIGN,
  header: 'Where should the city plant trees?',
  thankYou: 'Thank you <3',
  area: [-117.5, 33.9, -117.3, 34.0],
  questions: [
    { fieldName: 'q1', kind: 'point', label: 'Where?', help: '', required: true, choices: [] },
    {
      fieldName: 'q2',
      kind: 'singleChoice',
      label: 'Which tree?',
      help: 'Pick one',
      required: true,
      choices: ['Oak', 'Elm'],
    },
    { fieldName: 'q3', kind: 'longText', label: 'Why?', help: '', required: false, choices: [] },
  ],
};

async function answer(url: string, features: unknown, token?: string) {
  const res = await t.app.request(`${new URL(url).pathname}/addFeatures`, {
    method: 'POST',
    headers: token ? bearer(token) : {},
    body: new URLSearchParams({ f: 'json', features: JSON.stringify(features) }),
  });
  return (await res.json()) as Record<string, unknown>;
}

describe('publishSurvey', () => {
  it('publishes a Draft: its answers layer, form, relationship; answers inside its area, dated by the server', async () => {
    const options = { portal, authentication: publisher };
    const id = await addFormItem(t, publisher, 'publisher_riverside', {
      title: 'Tree planting',
      typeKeywords: ['Form', 'Draft'],
    });
    const survey = { id, owner: 'publisher_riverside', typeKeywords: ['Form', 'Draft'] };
    await writeSurveyForm(survey, surveyFormOfDesign(DESIGN, { layerName: 'answers' }), options);
    const read = portalItemInfo(options);
    expect(await fetchSurveyFormJson(survey, read)).toBeNull();
    const draft = await fetchSurveyFormJson(survey, read, { includeDraft: true });
    expect(surveyDesignOfForm(draft!)).toEqual(DESIGN);
    // Nobody may answer a Draft.
    const steps: string[] = [];
    const { serviceUrl } = await publishSurvey(survey, DESIGN, options, (step) => steps.push(step));
    expect(steps).toEqual(['service', 'layer', 'form', 'link', 'published']);
    const item = await t.db.selectFrom('items').select('type_keywords').where('id', '=', id).executeTakeFirstOrThrow();
    expect(item.type_keywords).toEqual(['Form']);
    const form = await fetchSurveyFormJson({ id, typeKeywords: item.type_keywords }, read);
    expect(form).toMatchObject({ layerName: 'answers', serviceUrl });
    expect(form?.settings?.thankYouScreenContent).toBe('<p>Thank you &lt;3</p>');

    const inside = {
      attributes: { q2: 'Oak', q3: '<img src=x onerror=alert(1)>', CreationDate: 0 },
      geometry: { x: -117.4, y: 33.95 },
    };
    const added = await answer(serviceUrl, [inside], member);
    expect(added).toMatchObject({ addResults: [{ objectId: 1, success: true }] });
    const outside = await answer(serviceUrl, [{ ...inside, geometry: { x: -118.4, y: 33.95 } }], member);
    expect(errorOf(outside)?.message).toBe('The place you gave is outside the area this survey asks about.');
    const missing = await answer(serviceUrl, [{ ...inside, attributes: { q3: 'no tree' } }], member);
    expect(errorOf(missing)?.message).toBe('Answer the required question: Which tree?.');
    const line = await answer(
      serviceUrl,
      [
        {
          ...inside,
          geometry: {
            paths: [
              [
                [-117.4, 33.95],
                [-117.41, 33.96],
              ],
            ],
          },
        },
      ],
      member,
    );
    expect(errorOf(line)?.code).toBe(400);

    const rows = await t.app.request(`${new URL(serviceUrl).pathname}/query?f=json&where=1%3D1&outFields=*`, {
      headers: bearer(publisher),
    });
    const { features } = (await rows.json()) as { features: { attributes: Record<string, unknown> }[] };
    expect(features).toHaveLength(1);
    expect(features[0]!.attributes).toMatchObject({ q2: 'Oak', q3: '<img src=x onerror=alert(1)>' });
    expect(Number(features[0]!.attributes.CreationDate)).toBeGreaterThan(Date.now() - 60_000);
    // The member answered but may not read the answers.
    const theirs = await t.app.request(`${new URL(serviceUrl).pathname}/query?f=json&where=1%3D1`, {
      headers: bearer(member),
    });
    expect(errorOf((await theirs.json()) as Record<string, unknown>)?.code).toBe(404);

    // Closed: no more answers.
    await writeSurveyForm(
      survey,
      surveyFormOfDesign({ ...DESIGN, open: false }, { layerName: 'answers', serviceUrl }),
      options,
    );
    expect(errorOf(await answer(serviceUrl, [inside], member))?.message).toBe(
      'The survey is closed: it takes no more answers.',
    );
  });

  it("keeps a survey's limit on each signed-in person's answers, and stamps who sent each", async () => {
    const options = { portal, authentication: publisher };
    const id = await addFormItem(t, publisher, 'publisher_riverside', {
      title: 'Once',
      typeKeywords: ['Form', 'Draft'],
    });
    const survey = { id, owner: 'publisher_riverside', typeKeywords: ['Form', 'Draft'] };
    const { serviceUrl } = await publishSurvey(survey, { ...DESIGN, maxAnswers: 1 }, options);
    const feature = { attributes: { q2: 'Elm', Creator: 'someone_else' }, geometry: { x: -117.4, y: 33.95 } };
    expect(await answer(serviceUrl, [feature], member)).toMatchObject({ addResults: [{ success: true }] });
    expect(errorOf(await answer(serviceUrl, [feature], member))?.message).toBe(
      'You have already answered this survey.',
    );
    // Anonymous answers cannot be told apart: the address's rate limit holds them, not this one.
    expect(await answer(serviceUrl, [feature])).toMatchObject({ addResults: [{ success: true }] });
    const rows = await t.app.request(`${new URL(serviceUrl).pathname}/query?f=json&where=1%3D1&outFields=Creator`, {
      headers: bearer(publisher),
    });
    const { features } = (await rows.json()) as { features: { attributes: { Creator: string | null } }[] };
    expect(features.map((f) => f.attributes.Creator)).toEqual(['user_riverside', null]);
  });

  it('leaves no service behind and the survey a Draft when a step fails', async () => {
    const options = { portal, authentication: publisher };
    const id = await addFormItem(t, publisher, 'publisher_riverside', {
      title: 'Broken survey',
      typeKeywords: ['Form', 'Draft'],
    });
    const survey = { id, owner: 'publisher_riverside', typeKeywords: ['Form', 'Draft'] };
    const broken: SurveyDesign = {
      ...DESIGN,
      questions: [
        { fieldName: 'not a field', kind: 'shortText', label: 'Name?', help: '', required: false, choices: [] },
      ],
    };
    await expect(publishSurvey(survey, broken, options)).rejects.toThrow(/cannot name a field/);
    const services = await t.db
      .selectFrom('feature_services')
      .select('name')
      .where('name', '=', `survey_${id}`)
      .execute();
    expect(services).toEqual([]);
    const item = await t.db.selectFrom('items').select('type_keywords').where('id', '=', id).executeTakeFirstOrThrow();
    expect(item.type_keywords).toEqual(['Form', 'Draft']);
    await expect(publishSurvey(survey, { ...DESIGN, questions: [] }, options)).rejects.toThrow(/noQuestions/);
  });
});
