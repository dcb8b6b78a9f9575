import { EMPTY_SURVEY_DESIGN } from '@plaza/core';
import { describe, expect, it } from 'vitest';
import {
  nextFieldName,
  withQuestion,
  withQuestionChange,
  withQuestionMoved,
  withoutQuestion,
} from './surveyDesignEdits.ts';

describe('survey design edits', () => {
  it('adds questions with fresh field names, a map question required, choice questions with two blanks', () => {
    let design = withQuestion(EMPTY_SURVEY_DESIGN, 'point');
    design = withQuestion(design, 'singleChoice');
    expect(design.questions.map((q) => [q.fieldName, q.kind, q.required, q.choices])).toEqual([
      ['q1', 'point', true, []],
      ['q2', 'singleChoice', false, ['', '']],
    ]);
    // A removed question's name is not given again while a later one exists.
    design = withoutQuestion(design, 0);
    expect(nextFieldName(design)).toBe('q3');
  });

  it('changes and moves one question, and ignores a move past either end', () => {
    let design = withQuestion(withQuestion(EMPTY_SURVEY_DESIGN, 'shortText'), 'number');
    design = withQuestionChange(design, 1, { label: 'How many?' });
    design = withQuestionMoved(design, 1, -1);
    expect(design.questions.map((q) => [q.fieldName, q.label])).toEqual([
      ['q2', 'How many?'],
      ['q1', ''],
    ]);
    expect(withQuestionMoved(design, 0, -1)).toBe(design);
    expect(withQuestionMoved(design, 1, 1)).toBe(design);
  });
});
