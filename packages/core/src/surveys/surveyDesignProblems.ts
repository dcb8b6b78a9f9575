import { isMapKind, MAX_SURVEY_QUESTIONS, type SurveyDesign } from './surveyDesign.ts';

/** A problem of a survey design: the question it is about (its position), if any, and a message key with values. */
export interface SurveyDesignProblem {
  readonly question?: number;
  readonly key:
    | 'noQuestions'
    | 'tooManyQuestions'
    | 'noLabel'
    | 'noChoices'
    | 'duplicateChoice'
    | 'twoMapQuestions'
    | 'badArea'
    | 'badMaxAnswers';
}

/**
 * What stops a design from being published (issue 21): no questions or more than {@link MAX_SURVEY_QUESTIONS}, a
 * question without a label, a choice question without choices or with one twice, more than one map question (the
 * answer's geometry is one), an answer area that is not a west–south–east–north box inside the globe, a negative or
 * fractional limit on answers. Empty when it may be published.
 *
 * @example
 * surveyDesignProblems(design).length === 0; // ready to publish
 */
export function surveyDesignProblems(design: SurveyDesign): SurveyDesignProblem[] {
  const problems: SurveyDesignProblem[] = [];
  if (design.questions.length === 0) problems.push({ key: 'noQuestions' });
  if (design.questions.length > MAX_SURVEY_QUESTIONS) problems.push({ key: 'tooManyQuestions' });
  let maps = 0;
  design.questions.forEach((question, index) => {
    if (question.label.trim() === '') problems.push({ question: index, key: 'noLabel' });
    if (question.kind === 'singleChoice' || question.kind === 'multipleChoice') {
      const choices = question.choices.map((choice) => choice.trim()).filter((choice) => choice !== '');
      if (choices.length === 0) problems.push({ question: index, key: 'noChoices' });
      if (new Set(choices).size !== choices.length) problems.push({ question: index, key: 'duplicateChoice' });
    }
    if (isMapKind(question.kind) && ++maps === 2) problems.push({ question: index, key: 'twoMapQuestions' });
  });
  if (design.area) {
    const [west, south, east, north] = design.area;
    const inside = west >= -180 && east <= 180 && south >= -90 && north <= 90;
    if (!inside || west >= east || south >= north) problems.push({ key: 'badArea' });
  }
  if (!Number.isSafeInteger(design.maxAnswers) || design.maxAnswers < 0) problems.push({ key: 'badMaxAnswers' });
  return problems;
}
