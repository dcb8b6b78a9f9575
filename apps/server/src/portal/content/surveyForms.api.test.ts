import { fetchEntity, fetchSurveyFormJson, portalItemInfo } from '@plaza/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../testing/signIn.ts';
import { addFormItem } from '../../testing/formItems.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

// Issue 21, first part: a survey's form JSON is read from its Form item's info files over the portal contract exactly
// as spec 2 §7 says — forminfo.json names the form, then {name}.json or a desktop survey's {name}.webform + {name}.info
// — and a Draft has none. Core's reader against the real portal, and the survey entity fetched with it.
let t: TestApp;
let portal: string;
let publisher: string;

beforeAll(async () => {
  t = await createTestApp();
  portal = `${await t.listen()}/sharing/rest`;
  publisher = await signIn(t, 'publisher_riverside');
});
afterAll(async () => {
  await t?.close();
});

const formItem = (title: string, typeKeywords: string[], files: Record<string, unknown>) =>
  addFormItem(t, publisher, 'publisher_riverside', { title, typeKeywords, files, public: false });

const QUESTIONS = [
  { type: 'esriQuestionTypeText', name: 'why', description: 'Tell%20us%20why' },
  { type: 'esriQuestionTypeGeoPoint', name: 'where', defaultMap: 'streets' },
];

describe('survey forms over the portal contract (spec 2 §7)', () => {
  it('reads {name}.json named by forminfo.json, decoded; the survey entity has it and its map question', async () => {
    const id = await formItem('Where should we plant trees?', ['Form', 'hubMapSurvey'], {
      'forminfo.json': { name: 'trees', type: 'form' },
      'trees.json': { header: { content: '%3Ch1%3ETrees%3C%2Fh1%3E', isVisible: true }, questions: QUESTIONS },
    });
    const options = { portal, authentication: publisher };
    const form = await fetchSurveyFormJson({ id, typeKeywords: ['Form'] }, portalItemInfo(options));
    expect(form?.header?.content).toBe('<h1>Trees</h1>');
    expect(form?.questions?.[0]?.description).toBe('Tell us why');
    const survey = await fetchEntity('survey', id, options);
    expect(survey).toMatchObject({ id, displayMap: true, hasMapQuestion: true });
    expect(survey.form?.questions).toHaveLength(2);
  });

  it("reads a desktop tool's survey from .webform and .info, open by default", async () => {
    const id = await formItem('Desktop survey', ['Form', 'Survey123 Connect'], {
      'forminfo.json': { name: 'desk' },
      'desk.webform': { surveyFormJson: { questions: QUESTIONS } },
      'desk.info': {},
    });
    const survey = await fetchEntity('survey', id, { portal, authentication: publisher });
    expect(survey.form?.settings).toEqual({
      openStatusInfo: { status: 'open', schedule: { end: null, status: null } },
      multiSubmissionInfo: { maxAllowed: 0 },
    });
    expect(survey).toMatchObject({ displayMap: false, hasMapQuestion: true });
  });

  it('gives a Draft no form, without reading its files', async () => {
    const id = await formItem('Draft survey', ['Form', 'Draft'], {
      'forminfo.json': { name: 'draft' },
      'draft.json': { questions: QUESTIONS },
    });
    const survey = await fetchEntity('survey', id, { portal, authentication: publisher });
    expect(survey).toMatchObject({ form: null, hasMapQuestion: false });
  });
});
