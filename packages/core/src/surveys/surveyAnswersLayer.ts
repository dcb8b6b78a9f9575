import { isMapKind, type SurveyDesign, type SurveyQuestionKind } from './surveyDesign.ts';

/**
 * The name of the layer a survey's answers go to.
 *
 * @example
 * surveyAnswersLayer(design).name === SURVEY_ANSWERS_LAYER; // true
 */
export const SURVEY_ANSWERS_LAYER = 'answers';

/**
 * The date field the feature service stamps with an answer's arrival (editor tracking).
 *
 * @example
 * const answered = new Date(feature.attributes[SURVEY_CREATION_DATE_FIELD]);
 */
export const SURVEY_CREATION_DATE_FIELD = 'CreationDate';

/**
 * The text field the feature service stamps with who sent an answer (editor tracking; empty for anonymous answers).
 *
 * @example
 * feature.attributes[SURVEY_CREATOR_FIELD]; // 'casey'
 */
export const SURVEY_CREATOR_FIELD = 'Creator';

/** A field of the answers layer, as `addToDefinition` takes it. */
export interface SurveyAnswerField {
  readonly name: string;
  readonly alias: string;
  readonly type: 'esriFieldTypeString' | 'esriFieldTypeDouble' | 'esriFieldTypeDate';
  readonly length?: number;
}

/** The answers layer of a survey as `addToDefinition` takes it: a feature layer with a map question, else a table. */
export interface SurveyAnswersLayer {
  readonly name: string;
  readonly type: 'Feature Layer' | 'Table';
  readonly geometryType?: 'esriGeometryPoint' | 'esriGeometryPolyline' | 'esriGeometryPolygon';
  readonly fields: readonly SurveyAnswerField[];
}

/**
 * The most characters an answer of each text-valued kind holds: its field's length in the answers layer, and the limit
 * the service holds every answer of that kind to (a multiple choice answer is its chosen values, comma-separated).
 *
 * @example
 * SURVEY_ANSWER_LENGTHS.shortText; // 255
 */
export const SURVEY_ANSWER_LENGTHS = Object.freeze({
  shortText: 255,
  longText: 4000,
  singleChoice: 255,
  multipleChoice: 2000,
} as const);

const FIELD_OF_KIND: Partial<Record<SurveyQuestionKind, Pick<SurveyAnswerField, 'type' | 'length'>>> = {
  shortText: { type: 'esriFieldTypeString', length: SURVEY_ANSWER_LENGTHS.shortText },
  longText: { type: 'esriFieldTypeString', length: SURVEY_ANSWER_LENGTHS.longText },
  number: { type: 'esriFieldTypeDouble' },
  singleChoice: { type: 'esriFieldTypeString', length: SURVEY_ANSWER_LENGTHS.singleChoice },
  // The chosen values, comma-separated (as Survey123 stores them).
  multipleChoice: { type: 'esriFieldTypeString', length: SURVEY_ANSWER_LENGTHS.multipleChoice },
  date: { type: 'esriFieldTypeDate' },
};

const GEOMETRY_OF_KIND = {
  point: 'esriGeometryPoint',
  line: 'esriGeometryPolyline',
  polygon: 'esriGeometryPolygon',
} as const;

/**
 * The layer a survey's answers go to (issue 21): one field per question that is not answered on the map, named by its
 * `fieldName` with its label as alias; the map question's kind as the geometry (a table without one); and the
 * `CreationDate` and `Creator` the service stamps on each answer.
 *
 * @example
 * surveyAnswersLayer(design).geometryType; // 'esriGeometryPoint' for a survey with a point question
 */
export function surveyAnswersLayer(design: SurveyDesign): SurveyAnswersLayer {
  const map = design.questions.find((question) => isMapKind(question.kind));
  const fields = design.questions.flatMap((question): SurveyAnswerField[] => {
    const field = FIELD_OF_KIND[question.kind];
    return field ? [{ name: question.fieldName, alias: question.label.slice(0, 255), ...field }] : [];
  });
  return {
    name: SURVEY_ANSWERS_LAYER,
    type: map ? 'Feature Layer' : 'Table',
    ...(map ? { geometryType: GEOMETRY_OF_KIND[map.kind as keyof typeof GEOMETRY_OF_KIND] } : {}),
    fields: [
      ...fields,
      { name: SURVEY_CREATION_DATE_FIELD, alias: 'Answered', type: 'esriFieldTypeDate' },
      { name: SURVEY_CREATOR_FIELD, alias: 'Answered by', type: 'esriFieldTypeString', length: 128 },
    ],
  };
}
