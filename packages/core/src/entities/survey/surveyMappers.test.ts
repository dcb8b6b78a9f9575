import { describe, expect, it } from 'vitest';
import { FAKE_PORTAL } from '../../testing/createFakeItemPortal.ts';
import { surveyDefaults } from './surveyDefaults.ts';
import { surveyFromModel } from './surveyFromModel.ts';
import { surveyToModel } from './surveyToModel.ts';

describe('survey mappers (spec 2 §3)', () => {
  it('writes displayMap as the hubMapSurvey keyword and reads it back', () => {
    const survey = { ...surveyDefaults(), id: 'a'.repeat(32), typeKeywords: ['Form', 'Survey123'] };
    const map = surveyToModel({ ...survey, displayMap: true });
    expect(map.item.type).toBe('Form');
    expect(map.item.typeKeywords).toEqual(['Form', 'Survey123', 'hubMapSurvey']);
    expect(surveyFromModel(map, { portal: FAKE_PORTAL }).displayMap).toBe(true);
    const plain = surveyToModel({ ...surveyFromModel(map, { portal: FAKE_PORTAL }), displayMap: false }, map);
    expect(plain.item.typeKeywords).toEqual(['Form', 'Survey123']);
  });

  it('starts without a form: the kind reads it from the info files after a fetch', () => {
    const model = surveyToModel({ ...surveyDefaults(), id: 'b'.repeat(32) });
    expect(surveyFromModel(model, { portal: FAKE_PORTAL })).toMatchObject({ form: null, hasMapQuestion: false });
    expect(model.data).toEqual({});
  });
});
