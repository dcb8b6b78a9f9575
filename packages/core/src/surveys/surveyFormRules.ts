import { isPageQuestion } from './mapQuestion.ts';
import { MAP_QUESTION_TYPES, type SurveyFormJson, type SurveyQuestion } from './surveyForm.ts';

/**
 * A form's questions in order, those inside pages in their place: what answering rules and the builder go through.
 *
 * @example
 * formQuestions(form).filter((question) => question.validation?.required);
 */
export function formQuestions(form: SurveyFormJson): SurveyQuestion[] {
  return (form.questions ?? []).flatMap((question) =>
    isPageQuestion(question) ? [...(question.questions ?? [])] : [question],
  );
}

/**
 * Whether a survey's form takes answers at `now` (spec 2 §3): open (or no status at all) and not past its scheduled
 * end.
 *
 * @example
 * isSurveyOpen(form, Date.now()); // false once the owner closed it
 */
export function isSurveyOpen(form: SurveyFormJson, now: number): boolean {
  const info = form.settings?.openStatusInfo;
  if (info && info.status !== 'open') return false;
  const end = info?.schedule?.end;
  return !(typeof end === 'number' && end <= now);
}

/**
 * The area a survey asks about, `[west, south, east, north]` in WGS84 (issue 21, ADR 0175): its map question's
 * default map `extent`, when it has a whole one; answers must lie inside it.
 *
 * @example
 * surveyArea(form); // [-117.52, 33.85, -117.28, 34.02]
 */
export function surveyArea(form: SurveyFormJson): [number, number, number, number] | null {
  for (const question of formQuestions(form)) {
    if (!(MAP_QUESTION_TYPES as readonly string[]).includes(question.type)) continue;
    const extent = (question.defaultMap as { extent?: Record<string, unknown> | null } | undefined)?.extent;
    const bounds = [extent?.xmin, extent?.ymin, extent?.xmax, extent?.ymax];
    if (bounds.every((n): n is number => typeof n === 'number' && Number.isFinite(n))) {
      return bounds as [number, number, number, number];
    }
  }
  return null;
}
