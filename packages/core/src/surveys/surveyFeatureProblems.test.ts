import { describe, expect, it } from 'vitest';
import { surveyAnswerFeature } from './surveyAnswer.ts';
import { splitChosenValues } from './surveyAnswerChecks.ts';
import {
  EMPTY_SURVEY_DESIGN,
  surveyFormOfDesign,
  type SurveyDesign,
  type SurveyDesignQuestion,
} from './surveyDesign.ts';
import { surveyDesignOfForm } from './surveyDesignOfForm.ts';
import { surveyFeatureProblems } from './surveyFeatureProblems.ts';

const q = (fieldName: string, kind: SurveyDesignQuestion['kind'], extra: Partial<SurveyDesignQuestion> = {}) => ({
  fieldName,
  kind,
  label: `Question ${fieldName}`,
  help: '',
  required: false,
  choices: [],
  ...extra,
});

const DESIGN: SurveyDesign = {
  ...EMPTY_SURVEY_DESIGN,
  area: [-118, 33, -117, 34],
  questions: [
    q('where', 'point', { required: true }),
    q('tree', 'singleChoice', { required: true, choices: ['Oak', 'Elm'] }),
    q('also', 'multipleChoice', { choices: ['Shade', 'Fruit', 'Birds, bees'] }),
    q('count', 'number', { range: { min: 0, max: 10 }, integer: true }),
    q('height', 'number'),
    q('when', 'date'),
    q('name', 'shortText', { maxLength: 20 }),
    q('why', 'longText'),
  ],
};
const POINT = { x: -117.5, y: 33.5 };
const keys = (attributes: Record<string, unknown>, geometry: Record<string, unknown> | null = POINT) =>
  surveyFeatureProblems(DESIGN, { attributes, geometry }).map((p) => [p.fieldName, p.key, p.limit]);

describe('surveyFeatureProblems', () => {
  it('takes a whole, well-formed answer (fields in any case), and what the answering form sends', () => {
    expect(
      keys({
        TREE: 'Oak',
        also: 'Birds, bees,Shade',
        count: 10,
        height: 2.5,
        when: Date.UTC(2026, 10, 27, 12),
        name: 'Jo',
        why: 'x'.repeat(4000),
      }),
    ).toEqual([]);
    const sent = surveyAnswerFeature(DESIGN, {
      where: [[-117.5, 33.5]],
      tree: 'Elm',
      also: ['Fruit', 'Birds, bees'],
      count: '3',
      when: '2026-11-27',
    });
    expect(surveyFeatureProblems(DESIGN, { attributes: sent.attributes, geometry: sent.geometry ?? null })).toEqual([]);
  });

  it('refuses what a question does not take, naming the question and its limit', () => {
    expect(
      keys({
        tree: '<script>alert(1)</script>',
        also: 'Shade,Shade',
        count: 3.5,
        height: 'tall',
        when: 9e15,
        name: 'x'.repeat(21),
        why: 'x'.repeat(4001),
      }),
    ).toEqual([
      ['tree', 'notChoice', undefined],
      ['also', 'notChoice', undefined],
      ['count', 'notInteger', undefined],
      ['height', 'notNumber', undefined],
      ['when', 'notDate', undefined],
      ['name', 'tooLong', { max: 20 }],
      ['why', 'tooLong', { max: 4000 }],
    ]);
    expect(keys({ tree: 'Oak', count: -1, name: 7 })).toEqual([
      ['count', 'outOfRange', { min: 0, max: 10 }],
      ['name', 'notText', undefined],
    ]);
    const [problem] = surveyFeatureProblems(DESIGN, { attributes: {}, geometry: POINT });
    expect(problem).toEqual({ fieldName: 'tree', label: 'Question tree', key: 'required' });
  });

  it('asks the map question for its own geometry type, enough positions, inside the area', () => {
    expect(keys({ tree: 'Oak' }, null)).toEqual([['where', 'required', undefined]]);
    expect(keys({ tree: 'Oak' }, { rings: [[[-117.5, 33.5]]] })).toEqual([['where', 'wrongGeometry', undefined]]);
    expect(keys({ tree: 'Oak' }, { x: -120, y: 33.5 })).toEqual([['where', 'outsideArea', undefined]]);
    const area: SurveyDesign = { ...DESIGN, questions: [q('park', 'polygon', { required: true })] };
    const ring = (positions: number[][]) =>
      surveyFeatureProblems(area, { attributes: {}, geometry: { rings: [positions] } }).map((p) => p.key);
    expect(
      ring([
        [-117.5, 33.5],
        [-117.4, 33.5],
        [-117.5, 33.5],
      ]),
    ).toEqual(['tooFewPositions']);
    expect(
      ring([
        [-117.5, 33.5],
        [-117.4, 33.5],
        [-117.4, 33.6],
        [-117.5, 33.5],
      ]),
    ).toEqual([]);
    expect(surveyFeatureProblems(area, { attributes: {}, geometry: POINT })[0]?.key).toBe('wrongGeometry');
  });

  it("reads a form's own choice values and limits, and the answering form sends the values", () => {
    const form = {
      ...surveyFormOfDesign(DESIGN, { layerName: 'answers' }),
      questions: [
        {
          type: 'esriQuestionTypeSingleChoice',
          fieldName: 'tree',
          label: 'Which tree?',
          validation: { required: true },
          choiceList: [
            { label: 'Coast live oak', value: 'oak' },
            { label: 'Elm', value: 'Elm' },
          ],
        },
        {
          type: 'esriQuestionTypeNumber',
          fieldName: 'count',
          label: 'How many?',
          validation: { range: { min: 1, max: 5 }, integer: true },
        },
        { type: 'esriQuestionTypeText', fieldName: 'name', label: 'Name', validation: { length: { max: 3 } } },
      ],
    };
    const design = surveyDesignOfForm(form);
    expect(design.questions[0]).toMatchObject({ choices: ['Coast live oak', 'Elm'], choiceValues: ['oak', 'Elm'] });
    expect(design.questions[1]).toMatchObject({ range: { min: 1, max: 5 }, integer: true });
    expect(design.questions[2]).toMatchObject({ maxLength: 3 });
    const sent = surveyAnswerFeature(design, { tree: 'Coast live oak', count: '2', name: 'abc' });
    expect(sent.attributes).toEqual({ tree: 'oak', count: 2, name: 'abc' });
    expect(surveyFeatureProblems(design, sent)).toEqual([]);
    const refused = surveyFeatureProblems(design, { attributes: { tree: 'Coast live oak', count: 6, name: 'abcd' } });
    expect(refused.map((p) => p.key)).toEqual(['notChoice', 'outOfRange', 'tooLong']);
  });
});

describe('splitChosenValues', () => {
  it('splits by the offered values, which may hold commas, each chosen once', () => {
    expect(splitChosenValues('a,b', ['a', 'b'])).toEqual(['a', 'b']);
    expect(splitChosenValues('a,b', ['a', 'a,b'])).toEqual(['a,b']);
    expect(splitChosenValues('a,b,a', ['a', 'b'])).toBeUndefined();
    expect(splitChosenValues('a,,b', ['a', 'b'])).toBeUndefined();
    expect(splitChosenValues('', ['a'])).toBeUndefined();
    expect(splitChosenValues('a,c', ['a', 'b'])).toBeUndefined();
  });

  it('gives up, refusing, on an answer that would take too long to match', () => {
    const values = Array.from({ length: 40 }, (_, i) => `x${',x'.repeat(i)}`);
    expect(splitChosenValues(`${'x,'.repeat(200)}y`, values)).toBeUndefined();
  });
});
