import { EMPTY_SURVEY_DESIGN, type SurveyDesign } from '@plaza/core';
import { describe, expect, it } from 'vitest';
import { answersBounds, answersPerDay, choiceCounts, latestFirst, surveyCsv } from './surveyResults.ts';

const DESIGN: SurveyDesign = {
  ...EMPTY_SURVEY_DESIGN,
  questions: [
    { fieldName: 'q1', kind: 'point', label: 'Where?', help: '', required: true, choices: [] },
    { fieldName: 'q2', kind: 'multipleChoice', label: 'Which?', help: '', required: false, choices: ['Oak', 'Elm'] },
    { fieldName: 'q3', kind: 'shortText', label: 'Why, really?', help: '', required: false, choices: [] },
  ],
};
const at = (day: string) => Date.parse(`${day}T10:00:00Z`);
const ROWS = [
  {
    attributes: { OBJECTID: 1, q2: 'Oak,Elm', q3: '=HYPERLINK("x")', CreationDate: at('2026-11-25') },
    geometry: { x: -117.4, y: 33.95 },
  },
  {
    attributes: { OBJECTID: 2, q2: 'Oak', q3: 'Shade, "please"', CreationDate: at('2026-11-27'), Creator: 'casey' },
    geometry: null,
  },
  { attributes: { OBJECTID: 3, q2: 'Pine', q3: null, CreationDate: at('2026-11-27') } },
];

describe('survey results', () => {
  it('counts answers per day with the quiet days in between', () => {
    expect(answersPerDay(ROWS, at('2026-11-28'))).toEqual([
      { key: '2026-11-25', value: 1 },
      { key: '2026-11-26', value: 0 },
      { key: '2026-11-27', value: 2 },
      { key: '2026-11-28', value: 0 },
    ]);
    expect(answersPerDay([], Date.now())).toEqual([]);
    expect(answersPerDay([{ attributes: { CreationDate: at('2025-01-01') } }], at('2026-11-27'))).toHaveLength(60);
  });

  it('counts each choice of a multiple choice answer, and a choice no longer offered at the end', () => {
    expect(choiceCounts(DESIGN.questions[1]!, ROWS)).toEqual([
      { key: 'Oak', value: 2 },
      { key: 'Elm', value: 1 },
      { key: 'Pine', value: 1 },
    ]);
  });

  it('writes CSV a spreadsheet opens safely', () => {
    expect(surveyCsv(DESIGN, ROWS).split('\r\n')).toEqual([
      'OBJECTID,Answered,Answered by,Which?,"Why, really?",Latitude,Longitude',
      `1,2026-11-25T10:00:00.000Z,,"Oak,Elm","'=HYPERLINK(""x"")",33.95,-117.4`,
      '2,2026-11-27T10:00:00.000Z,casey,Oak,"Shade, ""please""",,',
      '3,2026-11-27T10:00:00.000Z,,Pine,,,',
      '',
    ]);
  });

  it('opens the map around the answers, else on the survey area, and lists the latest answers first', () => {
    const [[west, south], [east, north]] = answersBounds(ROWS, null);
    expect([west, south, east, north].map((n) => Number(n.toFixed(6)))).toEqual([-117.41, 33.94, -117.39, 33.96]);
    expect(answersBounds([], [-118, 33, -117, 34])).toEqual([
      [-118, 33],
      [-117, 34],
    ]);
    expect(latestFirst(ROWS).map((row) => row.attributes.OBJECTID)).toEqual([3, 2, 1]);
  });
});
