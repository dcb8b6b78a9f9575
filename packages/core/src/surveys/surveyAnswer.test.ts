import { describe, expect, it } from 'vitest';
import { surveyAnswerFeature, surveyAnswerProblems } from './surveyAnswer.ts';
import { EMPTY_SURVEY_DESIGN, type SurveyDesign, type SurveyDesignQuestion } from './surveyDesign.ts';

const q = (fieldName: string, kind: SurveyDesignQuestion['kind'], extra: Partial<SurveyDesignQuestion> = {}) => ({
  fieldName,
  kind,
  label: fieldName,
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
    q('also', 'multipleChoice', { choices: ['Shade', 'Fruit'] }),
    q('count', 'number'),
    q('when', 'date'),
    q('why', 'longText'),
  ],
};

describe('survey answers', () => {
  it('says what is wrong next to each question', () => {
    expect(surveyAnswerProblems(DESIGN, {})).toEqual([
      { fieldName: 'where', key: 'required' },
      { fieldName: 'tree', key: 'required' },
    ]);
    expect(
      surveyAnswerProblems(DESIGN, {
        where: [[-120, 33.5]],
        tree: 'Pine',
        also: ['Shade', 'Nuts'],
        count: 'many',
        when: '2026-02-30',
        why: '   ',
      }),
    ).toEqual([
      { fieldName: 'where', key: 'outsideArea' },
      { fieldName: 'tree', key: 'notChoice' },
      { fieldName: 'also', key: 'notChoice' },
      { fieldName: 'count', key: 'notNumber' },
      { fieldName: 'when', key: 'notDate' },
    ]);
    const line = { ...DESIGN, questions: [q('route', 'line', { required: true })] };
    expect(surveyAnswerProblems(line, { route: [[-117.5, 33.5]] })).toEqual([
      { fieldName: 'route', key: 'tooFewPositions' },
    ]);
  });

  it('sends numbers as numbers, dates as noon UTC, choices joined, the map answer as WGS84 geometry', () => {
    const feature = surveyAnswerFeature(DESIGN, {
      where: [[-117.5, 33.5]],
      tree: 'Oak',
      also: ['Shade', 'Fruit'],
      count: '3',
      when: '2026-11-27',
      why: '',
    });
    expect(feature).toEqual({
      attributes: { tree: 'Oak', also: 'Shade,Fruit', count: 3, when: Date.UTC(2026, 10, 27, 12), why: null },
      geometry: { x: -117.5, y: 33.5, spatialReference: { wkid: 4326 } },
    });
    const area = { ...DESIGN, questions: [q('park', 'polygon')] };
    const ring = surveyAnswerFeature(area, {
      park: [
        [-117.5, 33.5],
        [-117.4, 33.5],
        [-117.4, 33.6],
      ],
    });
    expect(ring.geometry).toEqual({
      rings: [
        [
          [-117.5, 33.5],
          [-117.4, 33.5],
          [-117.4, 33.6],
          [-117.5, 33.5],
        ],
      ],
      spatialReference: { wkid: 4326 },
    });
  });
});
