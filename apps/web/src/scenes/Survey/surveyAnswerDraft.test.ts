import { EMPTY_SURVEY_DESIGN, type SurveyDesign } from '@plaza/core';
import { describe, expect, it } from 'vitest';
import { answersOfDraft, positionsOf, withoutLastPosition, withPosition } from './surveyAnswerDraft.ts';

const DESIGN: SurveyDesign = {
  ...EMPTY_SURVEY_DESIGN,
  questions: [
    { fieldName: 'q1', kind: 'point', label: 'Where?', help: '', required: true, choices: [] },
    { fieldName: 'q2', kind: 'line', label: 'Which way?', help: '', required: false, choices: [] },
    { fieldName: 'q3', kind: 'shortText', label: 'Why?', help: '', required: false, choices: [] },
  ],
};

describe('the answering form state', () => {
  it('reads a point from both fields in range, a line from its lines, text as typed', () => {
    expect(
      answersOfDraft(DESIGN, {
        q1: { latitude: '33.95', longitude: '-117.4', positions: '' },
        q2: { latitude: '', longitude: '', positions: '33.9, -117.3\nnonsense\n34; -117.2\n95, 10' },
        q3: 'Shade',
      }),
    ).toEqual({
      q1: [[-117.4, 33.95]],
      q2: [
        [-117.3, 33.9],
        [-117.2, 34],
      ],
      q3: 'Shade',
    });
    expect(answersOfDraft(DESIGN, { q1: { latitude: '33.95', longitude: '', positions: '' } })).toEqual({ q1: [] });
  });

  it('adds a picked position as a typed line, and takes the last one away', () => {
    const text = withPosition(withPosition('', [-117.4, 33.95]), [-117.41234567, 33.96]);
    expect(text).toBe('33.95, -117.4\n33.96, -117.412346');
    expect(positionsOf(text)).toEqual([
      [-117.4, 33.95],
      [-117.412346, 33.96],
    ]);
    expect(withoutLastPosition(text)).toBe('33.95, -117.4');
    expect(withoutLastPosition('33.95, -117.4')).toBe('');
  });
});
