import { isMapKind, type SurveyAnswers, type SurveyDesign } from '@plaza/core';

/** A map question's answer as typed: a point's latitude and longitude, or a line's or area's positions text. */
export interface MapAnswer {
  readonly latitude: string;
  readonly longitude: string;
  readonly positions: string;
}

/** The answering form's state: text, choices and map answers by question `fieldName`. */
export type AnswerDraft = Readonly<Record<string, string | readonly string[] | MapAnswer>>;

/** An empty map answer. */
export const EMPTY_MAP_ANSWER: MapAnswer = Object.freeze({ latitude: '', longitude: '', positions: '' });

/**
 * Positions typed one "latitude, longitude" per line as `[longitude, latitude]` pairs; a line that is not one is skipped.
 *
 * @example
 * positionsOf('33.95, -117.4\nnot a place'); // [[-117.4, 33.95]]
 */
export function positionsOf(text: string): (readonly [number, number])[] {
  return text.split(/\r?\n/).flatMap((line): (readonly [number, number])[] => {
    const parts = line.split(/[,;\s]+/).filter((part) => part !== '');
    if (parts.length !== 2) return [];
    const [lat, lng] = parts.map(Number) as [number, number];
    return lat >= -90 && lat <= 90 && lng >= -180 && lng <= 180 ? [[lng, lat]] : [];
  });
}

/**
 * The answers core checks and sends, from the form's state: a point from its latitude and longitude (none unless both
 * are numbers in range), a line's or area's positions from their text.
 *
 * @example
 * answersOfDraft(design, { q1: { latitude: '33.95', longitude: '-117.4', positions: '' } }); // { q1: [[-117.4, 33.95]] }
 */
export function answersOfDraft(design: SurveyDesign, draft: AnswerDraft): SurveyAnswers {
  const answers: Record<string, SurveyAnswers[string]> = {};
  for (const question of design.questions) {
    const value = draft[question.fieldName];
    if (value === undefined) continue;
    if (!isMapKind(question.kind)) {
      answers[question.fieldName] = value as string | readonly string[];
      continue;
    }
    const map = value as MapAnswer;
    if (question.kind === 'point') {
      const point = positionsOf(`${map.latitude},${map.longitude}`);
      answers[question.fieldName] = point;
    } else {
      answers[question.fieldName] = positionsOf(map.positions);
    }
  }
  return answers;
}

/**
 * The positions text with one more position at its end, written "latitude, longitude" as a person would type it.
 *
 * @example
 * withPosition('', [-117.4, 33.95]); // '33.95, -117.4'
 */
export function withPosition(text: string, [lng, lat]: readonly [number, number]): string {
  const line = `${Number(lat.toFixed(6))}, ${Number(lng.toFixed(6))}`;
  const kept = text.replace(/\s+$/, '');
  return kept ? `${kept}\n${line}` : line;
}

/**
 * The positions text without its last line.
 *
 * @example
 * withoutLastPosition('1, 2\n3, 4'); // '1, 2'
 */
export function withoutLastPosition(text: string): string {
  const lines = text.replace(/\s+$/, '').split(/\r?\n/);
  return lines.slice(0, -1).join('\n');
}
