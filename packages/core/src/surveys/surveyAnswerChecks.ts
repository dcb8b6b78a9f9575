import type { SurveyDesignQuestion } from './surveyDesign.ts';

// The checks an answer goes through both in the answering form (surveyAnswerProblems) and at the feature service
// (surveyFeatureProblems): one copy, so the two cannot drift apart.

/** The positions a map answer needs at least, before a ring is closed: a point 1, a line 2, an area 3. */
export const POSITIONS_NEEDED = Object.freeze({ point: 1, line: 2, polygon: 3 } as const);

/** The most steps spent matching a multiple choice answer against its choices (choices holding commas branch). */
const MATCH_BUDGET = 10_000;

/** What the answers layer stores for each of a question's choices (its values, else its labels). */
export function choiceValuesOf(question: SurveyDesignQuestion): readonly string[] {
  return question.choiceValues ?? question.choices;
}

/** A chosen label as the value the answers layer stores (a label not offered stays itself, to be refused). */
export function valueOfChoice(question: SurveyDesignQuestion, label: string): string {
  const index = question.choices.indexOf(label);
  return index >= 0 ? (choiceValuesOf(question)[index] ?? label) : label;
}

/**
 * A multiple choice answer as stored (its values joined by commas, in the form's encoding) split back into the
 * distinct values it chose, or undefined when it is not such a join: a value not offered, one chosen twice, an empty
 * part. Values may hold commas themselves, so the split follows the offered values, not every comma.
 */
export function splitChosenValues(encoded: string, values: readonly string[]): string[] | undefined {
  const offered = [...new Set(values)].filter((value) => value !== '');
  let steps = 0;
  const chosen: string[] = [];
  const from = (start: number): boolean => {
    if (++steps > MATCH_BUDGET) return false;
    for (const value of offered) {
      if (chosen.includes(value) || !encoded.startsWith(value, start)) continue;
      const end = start + value.length;
      if (end !== encoded.length && encoded[end] !== ',') continue;
      chosen.push(value);
      if (end === encoded.length || from(end + 1)) return true;
      chosen.pop();
    }
    return false;
  };
  return encoded !== '' && from(0) ? chosen : undefined;
}

/** Whether a `[longitude, latitude]` lies inside a `[west, south, east, north]` area (edges included). */
export function insideArea(position: readonly number[], area: readonly number[]): boolean {
  const [lng, lat] = position;
  const [west, south, east, north] = area;
  return lng! >= west! && lng! <= east! && lat! >= south! && lat! <= north!;
}
