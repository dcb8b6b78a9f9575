import { describe, expect, it } from 'vitest';
import { formQuestions, isSurveyOpen, surveyArea } from './surveyFormRules.ts';

const AREA = { xmin: -118, ymin: 33, xmax: -117, ymax: 34 };

describe('what a form says about answering', () => {
  it('lists questions with those inside pages in their place', () => {
    const form = {
      questions: [
        { type: 'esriQuestionTypeText', name: 'a' },
        { type: 'esriQuestionTypePage', questions: [{ type: 'esriQuestionTypeText', name: 'b' }] },
      ],
    };
    expect(formQuestions(form).map((question) => question.name)).toEqual(['a', 'b']);
  });

  it('is open without settings, closed by its status or past its scheduled end', () => {
    expect(isSurveyOpen({}, 10)).toBe(true);
    expect(isSurveyOpen({ settings: { openStatusInfo: { status: 'closed' } } }, 10)).toBe(false);
    const until = (end: number) => ({
      settings: { openStatusInfo: { status: 'open', schedule: { end, status: null } } },
    });
    expect(isSurveyOpen(until(11), 10)).toBe(true);
    expect(isSurveyOpen(until(10), 10)).toBe(false);
  });

  it("reads the area from the map question's default map extent, in a page too, only when whole", () => {
    const point = (extent: unknown) => ({ type: 'esriQuestionTypeGeoPoint', defaultMap: { extent } });
    expect(surveyArea({ questions: [{ type: 'esriQuestionTypePage', questions: [point(AREA)] }] })).toEqual([
      -118, 33, -117, 34,
    ]);
    expect(surveyArea({ questions: [point({ ...AREA, ymax: null })] })).toBeNull();
    expect(surveyArea({ questions: [{ type: 'esriQuestionTypeText', defaultMap: { extent: AREA } }] })).toBeNull();
  });
});
