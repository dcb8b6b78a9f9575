import {
  EMPTY_SURVEY_DESIGN,
  SURVEY_ANSWERS_LAYER,
  SURVEY_FORM_NAME,
  SURVEY_TO_SERVICE,
  surveyAnswersLayer,
  surveyFormOfDesign,
  type SurveyDesign,
  type SurveyFormJson,
} from '@plaza/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeItemFile } from '../../db/repositories/itemFileRepository.ts';
import { insertItemRelationship } from '../../db/repositories/itemRelationshipRepository.ts';
import { insertItem } from '../../db/repositories/itemRepository.ts';
import { DEMO_SURVEY_IDS } from '../../seed/seedDemoSurvey.ts';
import { bearer, signIn } from '../../testing/signIn.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { readLayerDefinitions } from '../admin/readLayerDefinitions.ts';
import { createHostedService } from '../publishHostedLayers.ts';

// Issue 40 (4): a survey answer is checked against its questions, read from the survey's stored form with core's rules
// — choices, lengths, ranges, dates, the map question's geometry type — refused naming the question, nothing stored.
let t: TestApp;
let owner: string;
let serial = 0;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signIn(t, 'publisher_riverside');
});
afterAll(async () => {
  await t?.close();
});

/** The answers layer url of a service item. */
async function layerUrl(serviceId: string): Promise<string> {
  const { name } = await t.db
    .selectFrom('feature_services')
    .select('name')
    .where('item_id', '=', serviceId)
    .executeTakeFirstOrThrow();
  return `/arcgis/rest/services/${name}/FeatureServer/0`;
}

/** A published public survey of a design (its answers layer, form and relationship, as the builder leaves them). */
async function publish(design: SurveyDesign, formOf: (form: SurveyFormJson) => SurveyFormJson = (f) => f) {
  const id = (n: number) => `${(++serial).toString(16).padStart(8, '0')}${'e'.repeat(23)}${n}`;
  const [surveyId, serviceId] = [id(1), id(2)];
  const org = await t.db.selectFrom('orgs').select('id').where('url_key', '=', 'riverside').executeTakeFirstOrThrow();
  const common = { owner: 'publisher_riverside', org_id: org.id, owner_folder: null, created: 1, modified: 1 };
  await insertItem(t.db, {
    ...common,
    id: surveyId,
    title: 'Checks',
    type: 'Form',
    type_keywords: ['Form'],
    access: 'public',
  });
  await insertItem(t.db, { ...common, id: serviceId, title: 'Answers', type: 'Feature Service', access: 'private' });
  const [spec] = readLayerDefinitions({ layers: [surveyAnswersLayer(design)] });
  await createHostedService(t.db, { itemId: serviceId, title: `survey_${surveyId}`, layers: [spec!], created: 1 });
  const form = formOf(surveyFormOfDesign(design, { layerName: SURVEY_ANSWERS_LAYER }));
  const files: [string, unknown][] = [
    ['forminfo.json', { name: SURVEY_FORM_NAME }],
    [`${SURVEY_FORM_NAME}.json`, form],
  ];
  for (const [path, json] of files) {
    await writeItemFile(t.db, { itemId: surveyId, role: 'info', path, contentType: 'application/json', now: 1 }, [
      new TextEncoder().encode(JSON.stringify(json)),
    ]);
  }
  await insertItemRelationship(t.db, { originId: surveyId, destinationId: serviceId, type: SURVEY_TO_SERVICE }, 1);
  return layerUrl(serviceId);
}

async function answer(url: string, feature: unknown) {
  const res = await t.app.request(`${url}/addFeatures`, {
    method: 'POST',
    body: new URLSearchParams({ f: 'json', features: JSON.stringify([feature]) }),
  });
  return (await res.json()) as { error?: { code: number; message: string }; addResults?: { success: boolean }[] };
}

async function count(url: string): Promise<number> {
  const res = await t.app.request(`${url}/query?f=json&where=1%3D1&returnCountOnly=true`, { headers: bearer(owner) });
  return ((await res.json()) as { count: number }).count;
}

const q = (
  fieldName: string,
  kind: SurveyDesign['questions'][number]['kind'],
  label: string,
  choices: string[] = [],
) => ({
  fieldName,
  kind,
  label,
  help: '',
  required: false,
  choices,
});

describe('survey answers checked against their questions', () => {
  it('refuses a choice the demo tree survey does not offer, naming the question, and stores nothing', async () => {
    const url = await layerUrl(DEMO_SURVEY_IDS[1]);
    const before = await count(url);
    const where = { x: -117.4, y: 33.95 };
    expect(await answer(url, { attributes: { q2: '<script>alert(1)</script>' }, geometry: where })).toMatchObject({
      error: { code: 400, message: 'Choose one of the choices offered for the question: Which kind of tree?.' },
    });
    expect(await count(url)).toBe(before);
    expect((await answer(url, { attributes: { q2: 'Native oak' }, geometry: where })).addResults).toEqual([
      expect.objectContaining({ success: true }),
    ]);
    expect(await count(url)).toBe(before + 1);
  });

  it('holds every kind of question to what it takes, in the form of the form', async () => {
    const design: SurveyDesign = {
      ...EMPTY_SURVEY_DESIGN,
      area: [-118, 33, -117, 34],
      questions: [
        { ...q('place', 'polygon', 'Which block?'), required: true },
        q('also', 'multipleChoice', 'What would help?', ['Shade', 'Benches', 'Birds, bees']),
        q('count', 'number', 'How many trees?'),
        q('when', 'date', 'Since when?'),
        q('name', 'shortText', 'Your street?'),
      ],
    };
    // The form's own limits: a whole number from 1 to 20, a street name of at most 30 characters. Each case answers
    // a survey of its own (one address may send a survey only a few answers at once).
    const survey = () =>
      publish(design, (form) => ({
        ...form,
        questions: (form.questions ?? []).map((question) =>
          question.fieldName === 'count'
            ? { ...question, validation: { required: false, range: { min: 1, max: 20 }, integer: true } }
            : question.fieldName === 'name'
              ? { ...question, validation: { required: false, length: { max: 30 } } }
              : question,
        ),
      }));
    const block = {
      rings: [
        [
          [-117.5, 33.5],
          [-117.4, 33.5],
          [-117.4, 33.6],
          [-117.5, 33.5],
        ],
      ],
    };
    const good = { also: 'Birds, bees,Shade', count: 3, when: Date.UTC(2026, 10, 27, 12), name: 'Elm Street' };
    const cases: [Record<string, unknown>, unknown, string][] = [
      [
        { ...good, also: 'Shade,Shade' },
        block,
        'Choose one of the choices offered for the question: What would help?.',
      ],
      [
        { ...good, also: 'Shade,<b>x</b>' },
        block,
        'Choose one of the choices offered for the question: What would help?.',
      ],
      [{ ...good, count: 2.5 }, block, 'Answer with a whole number the question: How many trees?.'],
      [{ ...good, count: 21 }, block, 'Answer with a number from 1 to 20 the question: How many trees?.'],
      [{ ...good, when: 8.7e15 }, block, 'Answer with a date the question: Since when?.'],
      [{ ...good, name: 'x'.repeat(31) }, block, 'Answer in at most 30 characters the question: Your street?.'],
      [good, null, 'a feature of this layer needs a geometry'],
      [
        good,
        {
          rings: [
            [
              [-117.5, 33.5],
              [-117.4, 33.6],
              [-117.4, 33.5],
              [-117.5, 33.6],
              [-117.5, 33.5],
            ],
          ],
        },
        'Feature 0: ring 0 crosses or touches itself.',
      ],
      [
        good,
        {
          rings: [
            [
              [-117.5, 33.5],
              [-117.4, 33.5],
              [-117.5, 33.5],
            ],
          ],
        },
        'a ring needs at least four positions',
      ],
      [
        good,
        {
          rings: [
            [
              [-116.5, 33.5],
              [-116.4, 33.5],
              [-116.4, 33.6],
              [-116.5, 33.5],
            ],
          ],
        },
        'outside the area',
      ],
    ];
    for (const [attributes, geometry, message] of cases) {
      const url = await survey();
      const refused = await answer(url, { attributes, ...(geometry ? { geometry } : {}) });
      expect(refused.error?.code, message).toBe(400);
      expect(refused.error?.message).toContain(message);
      expect(await count(url)).toBe(0);
    }
    const url = await survey();
    expect((await answer(url, { attributes: good, geometry: block })).addResults?.[0]?.success).toBe(true);
    expect(await count(url)).toBe(1);
  });

  it('refuses a value in a field no question of the survey asks', async () => {
    const design: SurveyDesign = {
      ...EMPTY_SURVEY_DESIGN,
      questions: [q('tree', 'singleChoice', 'Which tree?', ['Oak', 'Elm']), q('note', 'shortText', 'Staff note')],
    };
    // The layer keeps a field the form no longer asks about (a staff note): answers may not write it.
    const url = await publish(design, (form) => ({
      ...form,
      questions: (form.questions ?? []).filter((question) => question.fieldName !== 'note'),
    }));
    const before = await count(url);
    expect(await answer(url, { attributes: { tree: 'Oak', note: 'approved' } })).toMatchObject({
      error: { code: 400, message: 'The survey asks no question for the field note.' },
    });
    // The editor tracking fields are the server's: what a client sends there is replaced, not refused.
    expect((await answer(url, { attributes: { tree: 'Oak', Creator: 'someone else' } })).addResults).toEqual([
      expect.objectContaining({ success: true }),
    ]);
    expect(await count(url)).toBe(before + 1);
  });
});
