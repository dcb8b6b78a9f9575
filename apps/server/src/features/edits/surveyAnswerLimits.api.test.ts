import { EMPTY_SURVEY_DESIGN, publishSurvey, type SurveyDesign } from '@plaza/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addFormItem } from '../../testing/formItems.ts';
import { bearer, signIn } from '../../testing/signIn.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

// Issue 40 item 2: a survey's limit of answers per signed-in person holds under simultaneous answers (counted under the
// layer's lock, in the insert's transaction). The per-address limit across processes: limits/limitsAcrossInstances.
let t: TestApp;
let origin = '';
let publisher = '';

const DESIGN: SurveyDesign = {
  ...EMPTY_SURVEY_DESIGN,
  header: 'Which tree?',
  area: [-117.5, 33.9, -117.3, 34.0],
  questions: [
    { fieldName: 'q1', kind: 'point', label: 'Where?', help: '', required: true, choices: [] },
    { fieldName: 'q2', kind: 'singleChoice', label: 'Which?', help: '', required: true, choices: ['Oak', 'Elm'] },
  ],
};
const FEATURE = [{ attributes: { q2: 'Oak' }, geometry: { x: -117.4, y: 33.95 } }];

beforeAll(async () => {
  t = await createTestApp();
  origin = await t.listen();
  publisher = await signIn(t, 'publisher_riverside');
});
afterAll(async () => {
  await t?.close();
});

/** A published survey taking `maxAnswers` answers per person (0: any number); answers the path of its answers layer. */
async function publishedSurvey(title: string, maxAnswers: number): Promise<string> {
  const id = await addFormItem(t, publisher, 'publisher_riverside', { title, typeKeywords: ['Form', 'Draft'] });
  const survey = { id, owner: 'publisher_riverside', typeKeywords: ['Form', 'Draft'] };
  const { serviceUrl } = await publishSurvey(
    survey,
    { ...DESIGN, maxAnswers },
    { portal: `${origin}/sharing/rest`, authentication: publisher },
  );
  return new URL(serviceUrl).pathname;
}

/** Sends `count` answers at once over HTTP (one address: 127.0.0.1); answers each outcome. */
async function answersAtOnce(layer: string, count: number, token?: string): Promise<string[]> {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const res = await fetch(`${origin}${layer}/addFeatures`, {
        method: 'POST',
        headers: token ? bearer(token) : {},
        body: new URLSearchParams({ f: 'json', features: JSON.stringify(FEATURE) }),
      });
      const body = (await res.json()) as { addResults?: unknown[]; error?: { code: number } };
      return body.addResults ? 'added' : String(body.error?.code);
    }),
  );
}

async function stored(layer: string): Promise<number> {
  const res = await t.app.request(`${layer}/query?f=json&where=1%3D1&returnCountOnly=true`, {
    headers: bearer(publisher),
  });
  return ((await res.json()) as { count: number }).count;
}

describe('survey answer limits under simultaneous answers', () => {
  it("stores exactly a person's limit of answers when 40 arrive at once", async () => {
    const layer = await publishedSurvey('Twice each', 2);
    const member = await signIn(t, 'user_riverside');
    const outcomes = await answersAtOnce(layer, 40, member);
    expect(outcomes.filter((o) => o === 'added')).toHaveLength(2);
    // The rest: the person's limit (403) or the address's (429), never a third answer.
    expect(outcomes.every((o) => o === 'added' || o === '403' || o === '429')).toBe(true);
    expect(await stored(layer)).toBe(2);
  }, 90_000);
});
