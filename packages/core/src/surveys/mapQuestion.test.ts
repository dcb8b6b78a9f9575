import { describe, expect, it } from 'vitest';
import { getMapQuestion, hasMapQuestion, isMapQuestion, shouldDisplayMap } from './mapQuestion.ts';

describe('map questions (spec 2 §3)', () => {
  it('is a geo point, polyline or polygon question with maps or a default map', () => {
    for (const type of ['esriQuestionTypeGeoPoint', 'esriQuestionTypePolyline', 'esriQuestionTypePolygon']) {
      expect(isMapQuestion({ type, maps: [{}] })).toBe(true);
      expect(isMapQuestion({ type, defaultMap: 'streets' })).toBe(true);
      expect(isMapQuestion({ type })).toBe(false);
    }
    expect(isMapQuestion({ type: 'esriQuestionTypeText', maps: [{}] })).toBe(false);
  });

  it('finds the first map question, inside pages too', () => {
    const point = { type: 'esriQuestionTypeGeoPoint', name: 'where', defaultMap: 'm' };
    const line = { type: 'esriQuestionTypePolyline', name: 'route', maps: [{}] };
    const questions = [
      { type: 'esriQuestionTypeText' },
      { type: 'esriQuestionTypePage', questions: [{ type: 'esriQuestionTypeText' }, point] },
      line,
    ];
    expect(getMapQuestion(questions)).toBe(point);
    expect(hasMapQuestion(questions)).toBe(true);
    expect(hasMapQuestion([{ type: 'esriQuestionTypePage', questions: [] }])).toBe(false);
    expect(hasMapQuestion([])).toBe(false);
  });

  it('shows a Form item with the hubMapSurvey keyword as a map survey', () => {
    expect(shouldDisplayMap({ type: 'Form', typeKeywords: ['hubMapSurvey'] })).toBe(true);
    expect(shouldDisplayMap({ type: 'Form', typeKeywords: [] })).toBe(false);
    expect(shouldDisplayMap({ type: 'Web Map', typeKeywords: ['hubMapSurvey'] })).toBe(false);
  });
});
