import { describe, expect, it } from 'vitest';
import { decodeSurveyForm } from './decodeSurveyForm.ts';
import { hasMapQuestion } from './mapQuestion.ts';
import { surveyAnswersLayer } from './surveyAnswersLayer.ts';
import { EMPTY_SURVEY_DESIGN, surveyFormOfDesign, type SurveyDesign } from './surveyDesign.ts';
import { surveyDesignOfForm } from './surveyDesignOfForm.ts';
import { surveyDesignProblems } from './surveyDesignProblems.ts';

const DESIGN: SurveyDesign = {
  header: 'Trees for Riverside',
  subHeader: 'Tell us where\nand why',
  footer: '',
  thankYou: 'Thanks & see you <soon>',
  area: [-117.5, 33.9, -117.3, 34],
  open: true,
  maxAnswers: 3,
  questions: [
    { fieldName: 'q1', kind: 'point', label: 'Where?', help: 'Drop a point', required: true, choices: [] },
    { fieldName: 'q2', kind: 'multipleChoice', label: 'Which?', help: '', required: false, choices: ['Oak', 'Elm'] },
    { fieldName: 'q3', kind: 'number', label: 'How many?', help: '', required: false, choices: [] },
    { fieldName: 'q4', kind: 'date', label: 'When?', help: '', required: false, choices: [] },
  ],
};

describe('survey designs and their form JSON', () => {
  it('writes a form as it is stored (HTML percent-encoded, escaped) and reads the same design back', () => {
    const stored = surveyFormOfDesign(DESIGN, { layerName: 'answers', serviceUrl: 'https://x/FeatureServer/0' });
    expect(stored.header?.content).toBe(encodeURIComponent('<p>Trees for Riverside</p>'));
    expect(stored.footer).toEqual({ content: '', isVisible: false });
    expect(stored.settings).toMatchObject({
      openStatusInfo: { status: 'open' },
      multiSubmissionInfo: { maxAllowed: 3 },
    });
    const form = decodeSurveyForm(stored);
    expect(form.settings?.thankYouScreenContent).toBe('<p>Thanks &amp; see you &lt;soon&gt;</p>');
    expect(form.subHeader?.content).toBe('<p>Tell us where</p><p>and why</p>');
    expect(form.questions?.[0]).toMatchObject({
      type: 'esriQuestionTypeGeoPoint',
      defaultMap: { extent: { xmin: -117.5, ymin: 33.9, xmax: -117.3, ymax: 34, spatialReference: { wkid: 4326 } } },
    });
    expect(form.questions?.[0]).not.toHaveProperty('fieldName');
    expect(form.questions?.[1]).toMatchObject({
      fieldName: 'q2',
      choiceList: [
        { label: 'Oak', value: 'Oak' },
        { label: 'Elm', value: 'Elm' },
      ],
    });
    expect(hasMapQuestion(form.questions ?? [])).toBe(true);
    expect(surveyDesignOfForm(form)).toEqual(DESIGN);
  });

  it('reads a form it did not write: unknown question kinds left out, no settings = open without limit', () => {
    const design = surveyDesignOfForm({
      questions: [
        { type: 'esriQuestionTypeSignature', fieldName: 'sig', label: 'Sign' },
        { type: 'esriQuestionTypeText', fieldName: 'name', label: '<b>Name</b>' },
      ],
    });
    expect(design).toMatchObject({ open: true, maxAnswers: 0, area: null });
    expect(design.questions.map((q) => [q.fieldName, q.kind, q.label])).toEqual([['name', 'shortText', '<b>Name</b>']]);
  });

  it('says what stops a design from being published', () => {
    expect(surveyDesignProblems(DESIGN)).toEqual([]);
    expect(surveyDesignProblems(EMPTY_SURVEY_DESIGN)).toEqual([{ key: 'noQuestions' }]);
    const bad: SurveyDesign = {
      ...DESIGN,
      area: [10, 0, 5, 1],
      maxAnswers: -1,
      questions: [
        { ...DESIGN.questions[0]!, label: ' ' },
        { ...DESIGN.questions[1]!, choices: ['Oak', 'Oak'] },
        { ...DESIGN.questions[1]!, fieldName: 'q5', choices: [' '] },
        { ...DESIGN.questions[0]!, fieldName: 'q6', kind: 'polygon' },
      ],
    };
    expect(surveyDesignProblems(bad)).toEqual([
      { question: 0, key: 'noLabel' },
      { question: 1, key: 'duplicateChoice' },
      { question: 2, key: 'noChoices' },
      { question: 3, key: 'twoMapQuestions' },
      { key: 'badArea' },
      { key: 'badMaxAnswers' },
    ]);
  });

  it('makes the answers layer: a field per non-map question, the map question as geometry, the arrival date', () => {
    expect(surveyAnswersLayer(DESIGN)).toEqual({
      name: 'answers',
      type: 'Feature Layer',
      geometryType: 'esriGeometryPoint',
      fields: [
        { name: 'q2', alias: 'Which?', type: 'esriFieldTypeString', length: 2000 },
        { name: 'q3', alias: 'How many?', type: 'esriFieldTypeDouble' },
        { name: 'q4', alias: 'When?', type: 'esriFieldTypeDate' },
        { name: 'CreationDate', alias: 'Answered', type: 'esriFieldTypeDate' },
        { name: 'Creator', alias: 'Answered by', type: 'esriFieldTypeString', length: 128 },
      ],
    });
    const table = surveyAnswersLayer({ ...DESIGN, questions: DESIGN.questions.slice(1, 2) });
    expect(table.type).toBe('Table');
    expect(table).not.toHaveProperty('geometryType');
  });
});
