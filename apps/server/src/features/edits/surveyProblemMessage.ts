import type { SurveyFeatureProblem } from '@plaza/core';

const SHAPE = { point: 'a point', line: 'a line', polygon: 'an area' } as const;

/**
 * The feature service's sentence for a refused survey answer (issue 40): what is wrong and the question it is about,
 * by its label (cut to 120 characters), so the answering form can show it as it is.
 *
 * @example
 * surveyProblemMessage({ fieldName: 'q2', label: 'Which kind of tree?', key: 'notChoice' });
 * // 'Choose one of the choices offered for the question: Which kind of tree?.'
 */
export function surveyProblemMessage(problem: SurveyFeatureProblem, kind?: keyof typeof SHAPE): string {
  const question = problem.label.slice(0, 120);
  const { min, max } = problem.limit ?? {};
  switch (problem.key) {
    case 'required':
      return `Answer the required question: ${question}.`;
    case 'notChoice':
      return `Choose one of the choices offered for the question: ${question}.`;
    case 'notText':
      return `Answer with text the question: ${question}.`;
    case 'tooLong':
      return `Answer in at most ${max} characters the question: ${question}.`;
    case 'notNumber':
      return `Answer with a number the question: ${question}.`;
    case 'notInteger':
      return `Answer with a whole number the question: ${question}.`;
    case 'outOfRange':
      return min !== undefined && max !== undefined
        ? `Answer with a number from ${min} to ${max} the question: ${question}.`
        : min !== undefined
          ? `Answer with a number of at least ${min} the question: ${question}.`
          : `Answer with a number of at most ${max} the question: ${question}.`;
    case 'notDate':
      return `Answer with a date the question: ${question}.`;
    case 'wrongGeometry':
      return `Answer on the map with ${kind ? SHAPE[kind] : 'the shape asked for'} the question: ${question}.`;
    case 'tooFewPositions':
      return `Give at least ${min} positions on the map for the question: ${question}.`;
    case 'outsideArea':
      return 'The place you gave is outside the area this survey asks about.';
  }
}
