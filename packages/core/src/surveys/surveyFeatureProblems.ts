import { choiceValuesOf, insideArea, POSITIONS_NEEDED, splitChosenValues } from './surveyAnswerChecks.ts';
import { SURVEY_ANSWER_LENGTHS } from './surveyAnswersLayer.ts';
import { isMapKind, type SurveyDesign, type SurveyDesignQuestion } from './surveyDesign.ts';

/** An answer as the feature service receives it: its attributes by field name, and its WGS84 Esri JSON geometry. */
export interface SurveyAnswerInput {
  readonly attributes: Readonly<Record<string, unknown>>;
  readonly geometry?: Readonly<Record<string, unknown>> | null;
}

/** What is wrong with one answer as it arrives: the question (its `fieldName` and label), a key and its limits. */
export interface SurveyFeatureProblem {
  readonly fieldName: string;
  readonly label: string;
  readonly key:
    | 'required'
    | 'notText'
    | 'tooLong'
    | 'notNumber'
    | 'notInteger'
    | 'outOfRange'
    | 'notDate'
    | 'notChoice'
    | 'wrongGeometry'
    | 'tooFewPositions'
    | 'outsideArea';
  /** The limits the answer broke: characters (`max`) for `tooLong`, the range for `outOfRange`, positions for `tooFewPositions`. */
  readonly limit?: { readonly min?: number; readonly max?: number };
}

type Key = SurveyFeatureProblem['key'];
type Limit = SurveyFeatureProblem['limit'];
/** The widest a JavaScript date reaches either side of 1970, in milliseconds. */
const MAX_DATE = 8.64e15;
const GEOMETRY_KEY = { point: undefined, line: 'paths', polygon: 'rings' } as const;

const isBlank = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** The problem of one non-map answer's value, if any. */
function valueProblem(question: SurveyDesignQuestion, value: unknown): [Key, Limit?] | undefined {
  switch (question.kind) {
    case 'shortText':
    case 'longText': {
      if (typeof value !== 'string') return ['notText'];
      const max = Math.min(SURVEY_ANSWER_LENGTHS[question.kind], question.maxLength ?? Infinity);
      return value.length > max ? ['tooLong', { max }] : undefined;
    }
    case 'number': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return ['notNumber'];
      if (question.integer && !Number.isInteger(value)) return ['notInteger'];
      const { min, max } = question.range ?? {};
      return (min !== undefined && value < min) || (max !== undefined && value > max)
        ? ['outOfRange', question.range]
        : undefined;
    }
    case 'date':
      return typeof value === 'number' && Number.isInteger(value) && Math.abs(value) <= MAX_DATE
        ? undefined
        : ['notDate'];
    case 'singleChoice':
      return typeof value === 'string' && choiceValuesOf(question).includes(value) ? undefined : ['notChoice'];
    case 'multipleChoice':
      return typeof value === 'string' && splitChosenValues(value, choiceValuesOf(question))
        ? undefined
        : ['notChoice'];
    default:
      return undefined;
  }
}

/** The positions of a geometry of the map question's kind, or undefined when the geometry is of another kind. */
function positionsOf(kind: 'point' | 'line' | 'polygon', geometry: Readonly<Record<string, unknown>>) {
  if (kind === 'point') {
    const { x, y } = geometry;
    return typeof x === 'number' && typeof y === 'number' ? [[[x, y]]] : undefined;
  }
  const parts = geometry[GEOMETRY_KEY[kind]];
  if (!Array.isArray(parts) || parts.length === 0) return undefined;
  const valid = parts.every(
    (part: unknown) =>
      Array.isArray(part) &&
      part.every((p: unknown) => Array.isArray(p) && p.length >= 2 && p.every((n) => typeof n === 'number')),
  );
  return valid ? (parts as number[][][]) : undefined;
}

/** The problem of the map answer (the feature's geometry) to one map question, if any. */
function mapProblem(
  design: SurveyDesign,
  kind: 'point' | 'line' | 'polygon',
  geometry: Readonly<Record<string, unknown>>,
): [Key, Limit?] | undefined {
  const parts = positionsOf(kind, geometry);
  if (!parts) return ['wrongGeometry'];
  // A ring is closed: its last position repeats the first, so an area needs one more than its corners.
  const needed = POSITIONS_NEEDED[kind] + (kind === 'polygon' ? 1 : 0);
  if (parts.some((part) => part.length < needed)) return ['tooFewPositions', { min: needed }];
  const area = design.area;
  if (area && !parts.every((part) => part.every((position) => insideArea(position, area)))) return ['outsideArea'];
  return undefined;
}

/**
 * What keeps an answer, as it reaches the survey's layer, from being stored (issue 40): each question of the survey's
 * design in order — a required one left empty; a text longer than its kind's field ({@link SURVEY_ANSWER_LENGTHS})
 * or the form's own limit; a number that is not one, not whole where the question asks for whole numbers, or outside
 * the form's range; a date that is not one; a single choice that is not one of the values offered, a multiple choice
 * that is not distinct offered values joined by commas; a map answer of another geometry type than the question asks,
 * with too few positions, or outside the survey's area. Fields are matched without regard to case, as the service
 * matches them. The answering form says its part of this before sending ({@link surveyAnswerProblems}).
 *
 * @example
 * surveyFeatureProblems(design, { attributes: { q2: '<script>' }, geometry: { x: -117.4, y: 33.9 } });
 * // [{ fieldName: 'q2', label: 'Which kind of tree?', key: 'notChoice' }]
 */
export function surveyFeatureProblems(design: SurveyDesign, answer: SurveyAnswerInput): SurveyFeatureProblem[] {
  const byName = new Map(Object.entries(answer.attributes).map(([name, value]) => [name.toLowerCase(), value]));
  const problems: SurveyFeatureProblem[] = [];
  for (const question of design.questions) {
    const label = question.label.trim() || question.fieldName;
    const problem = ([key, limit]: [Key, Limit?]) =>
      problems.push({ fieldName: question.fieldName, label, key, ...(limit ? { limit } : {}) });
    const map = isMapKind(question.kind) ? (question.kind as 'point' | 'line' | 'polygon') : undefined;
    const value = map ? answer.geometry : byName.get(question.fieldName.toLowerCase());
    if (isBlank(value)) {
      if (question.required) problem(['required']);
      continue;
    }
    const found = map ? mapProblem(design, map, value as Record<string, unknown>) : valueProblem(question, value);
    if (found) problem(found);
  }
  return problems;
}
