import { MAP_QUESTION_TYPES, MAP_SURVEY_TYPEKEYWORD, type SurveyQuestion } from './surveyForm.ts';

/**
 * Whether a question is a page of questions (`esriQuestionTypePage`).
 *
 * @example
 * isPageQuestion({ type: 'esriQuestionTypePage', questions: [] }); // true
 */
export function isPageQuestion(question: SurveyQuestion): boolean {
  return question.type === 'esriQuestionTypePage';
}

/**
 * Whether a question is a map question (spec 2 §3): a geo point, polyline or polygon question that has maps or a
 * default map.
 *
 * @example
 * isMapQuestion({ type: 'esriQuestionTypeGeoPoint', defaultMap: 'streets' }); // true
 * isMapQuestion({ type: 'esriQuestionTypeGeoPoint' }); // false (no map to answer on)
 */
export function isMapQuestion(question: SurveyQuestion): boolean {
  const type = (MAP_QUESTION_TYPES as readonly string[]).includes(question.type);
  return type && ((question.maps?.length ?? 0) > 0 || Boolean(question.defaultMap));
}

/**
 * The first map question of a form, looking inside pages in order; undefined when there is none.
 *
 * @example
 * getMapQuestion(form.questions ?? [])?.name; // 'location'
 */
export function getMapQuestion(questions: readonly SurveyQuestion[]): SurveyQuestion | undefined {
  for (const question of questions) {
    if (isMapQuestion(question)) return question;
    if (isPageQuestion(question)) {
      const inPage = getMapQuestion(question.questions ?? []);
      if (inPage) return inPage;
    }
  }
  return undefined;
}

/**
 * Whether a form has a map question (spec 2 §3 `hasMapQuestion`).
 *
 * @example
 * hasMapQuestion(form.questions ?? []); // true
 */
export function hasMapQuestion(questions: readonly SurveyQuestion[]): boolean {
  return getMapQuestion(questions) !== undefined;
}

/**
 * Whether a survey item is shown as a map survey (spec 2 §3 `displayMap`): a Form item with the `hubMapSurvey` keyword.
 *
 * @example
 * shouldDisplayMap({ type: 'Form', typeKeywords: ['hubMapSurvey'] }); // true
 */
export function shouldDisplayMap(item: { readonly type: string; readonly typeKeywords?: readonly string[] }): boolean {
  return item.type === 'Form' && (item.typeKeywords ?? []).includes(MAP_SURVEY_TYPEKEYWORD);
}
