import { request } from '@esri/arcgis-rest-request';
import { toPortalRequestError, type PortalCallOptions } from '../portal/portalRequest.ts';
import { insideArea, POSITIONS_NEEDED, valueOfChoice } from './surveyAnswerChecks.ts';
import { isMapKind, type SurveyDesign, type SurveyDesignQuestion } from './surveyDesign.ts';

/**
 * A person's answers as the answering form holds them, by question `fieldName`: text as typed (a number or a date as
 * its field's text, `YYYY-MM-DD`), the chosen labels of a choice question, and the map question's positions as
 * `[longitude, latitude]` pairs.
 */
export type SurveyAnswers = Readonly<
  Record<string, string | readonly string[] | readonly (readonly [number, number])[]>
>;

/** What is wrong with one answer: the question's `fieldName` and a message key. */
export interface SurveyAnswerProblem {
  readonly fieldName: string;
  readonly key: 'required' | 'notNumber' | 'notDate' | 'notChoice' | 'tooFewPositions' | 'outsideArea';
}

function isBlank(value: SurveyAnswers[string] | undefined): boolean {
  return value === undefined || (typeof value === 'string' ? value.trim() === '' : value.length === 0);
}

/**
 * What keeps an answer from being sent, next to the question it is about (issue 21): a required question left empty, a
 * number or date that is not one, a choice not offered, too few positions for a line (2) or an area (3), a position
 * outside the survey's area. The feature service checks these again with the same checks, and more
 * ({@link surveyFeatureProblems}: lengths, ranges); this says what the form can say in the person's language before
 * the trip, and the service's sentence says the rest.
 *
 * @example
 * surveyAnswerProblems(design, { q1: [[-117.4, 33.95]], q2: '' }); // [{ fieldName: 'q2', key: 'required' }]
 */
export function surveyAnswerProblems(design: SurveyDesign, answers: SurveyAnswers): SurveyAnswerProblem[] {
  const problems: SurveyAnswerProblem[] = [];
  for (const question of design.questions) {
    const value = answers[question.fieldName];
    const problem = (key: SurveyAnswerProblem['key']) => problems.push({ fieldName: question.fieldName, key });
    if (isBlank(value)) {
      if (question.required) problem('required');
      continue;
    }
    if (question.kind === 'number' && !Number.isFinite(Number(value))) problem('notNumber');
    if (question.kind === 'date' && dateValue(String(value)) === undefined) problem('notDate');
    if (question.kind === 'singleChoice' || question.kind === 'multipleChoice') {
      const chosen = typeof value === 'string' ? [value] : (value as readonly string[]);
      if (!chosen.every((choice) => question.choices.includes(choice))) problem('notChoice');
    }
    if (isMapKind(question.kind)) {
      const positions = value as readonly (readonly [number, number])[];
      if (positions.length < POSITIONS_NEEDED[question.kind as keyof typeof POSITIONS_NEEDED])
        problem('tooFewPositions');
      else if (design.area && !positions.every((position) => insideArea(position, design.area!))) {
        problem('outsideArea');
      }
    }
  }
  return problems;
}

/** A `YYYY-MM-DD` date as epoch milliseconds at noon UTC (the same day everywhere), or undefined. */
function dateValue(text: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return undefined;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12);
  return new Date(time).getUTCDate() === Number(match[3]) ? time : undefined;
}

function attributeOf(question: SurveyDesignQuestion, value: SurveyAnswers[string] | undefined): string | number | null {
  if (isBlank(value)) return null;
  switch (question.kind) {
    case 'number':
      return Number(value);
    case 'date':
      return dateValue(String(value)) ?? null;
    case 'singleChoice':
      return valueOfChoice(question, String(value).trim());
    case 'multipleChoice':
      return (typeof value === 'string' ? [value] : (value as readonly string[]))
        .map((label) => valueOfChoice(question, label))
        .join(',');
    default:
      return String(value).trim();
  }
}

/**
 * The feature an answer is sent as: an attribute per question that is not answered on the map (numbers as numbers,
 * dates as epoch milliseconds, choices as the values the form stores, multiple choices comma-separated), and the map question's positions as its WGS84
 * geometry (a point, a path, or a closed ring).
 *
 * @example
 * surveyAnswerFeature(design, { q1: [[-117.4, 33.95]], q2: 'Oak' });
 * // { attributes: { q2: 'Oak' }, geometry: { x: -117.4, y: 33.95, spatialReference: { wkid: 4326 } } }
 */
export function surveyAnswerFeature(
  design: SurveyDesign,
  answers: SurveyAnswers,
): { attributes: Record<string, string | number | null>; geometry?: Record<string, unknown> } {
  const attributes: Record<string, string | number | null> = {};
  let geometry: Record<string, unknown> | undefined;
  for (const question of design.questions) {
    const value = answers[question.fieldName];
    if (!isMapKind(question.kind)) {
      attributes[question.fieldName] = attributeOf(question, value);
      continue;
    }
    const positions = ((value ?? []) as readonly (readonly [number, number])[]).map(([x, y]) => [x, y]);
    if (positions.length === 0) continue;
    const spatialReference = { wkid: 4326 };
    if (question.kind === 'point') geometry = { x: positions[0]![0], y: positions[0]![1], spatialReference };
    else if (question.kind === 'line') geometry = { paths: [positions], spatialReference };
    else geometry = { rings: [[...positions, positions[0]!]], spatialReference };
  }
  return { attributes, ...(geometry ? { geometry } : {}) };
}

/**
 * Sends one answer to a survey's layer (`{serviceUrl}/addFeatures`, the ArcGIS contract), signed in or not; the
 * service applies the survey's rules and answers the new object id. Its refusals are {@link PortalRequestError}s with
 * the service's sentence.
 *
 * @example
 * const { objectId } = await sendSurveyAnswer(form.serviceUrl, surveyAnswerFeature(design, answers));
 */
export async function sendSurveyAnswer(
  serviceUrl: string,
  feature: ReturnType<typeof surveyAnswerFeature>,
  options: Pick<PortalCallOptions, 'authentication' | 'signal'> = {},
): Promise<{ readonly objectId: number }> {
  const url = `${serviceUrl.replace(/\/+$/, '')}/addFeatures`;
  const token = typeof options.authentication === 'string' ? options.authentication : undefined;
  try {
    const answer = (await request(url, {
      httpMethod: 'POST',
      params: { f: 'json', features: JSON.stringify([feature]), ...(token ? { token } : {}) },
      ...(options.authentication && !token ? { authentication: options.authentication } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    })) as { addResults?: { objectId?: number; success?: boolean; error?: { description?: string } }[] };
    const [result] = answer.addResults ?? [];
    if (!result?.success || typeof result.objectId !== 'number') {
      throw new Error(result?.error?.description ?? 'The answer was not stored.');
    }
    return { objectId: result.objectId };
  } catch (error) {
    throw toPortalRequestError(error, url);
  }
}
