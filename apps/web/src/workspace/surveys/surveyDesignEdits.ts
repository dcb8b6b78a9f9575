import { isMapKind, type SurveyDesign, type SurveyDesignQuestion, type SurveyQuestionKind } from '@plaza/core';

/**
 * The next free field name of a design's questions (`q1`, `q2`, …): never one a question had, so answers already in a
 * layer keep their meaning.
 *
 * @example
 * nextFieldName(design); // 'q3' when q1 and q2 exist
 */
export function nextFieldName(design: SurveyDesign): string {
  const taken = design.questions.map((question) => Number(/^q(\d+)$/.exec(question.fieldName)?.[1] ?? 0));
  return `q${Math.max(0, ...taken) + 1}`;
}

/**
 * A design with a new question of a kind at the end: labelled empty, optional, with two choices to rename for a
 * choice question; a map question is required (the answer's place is the survey's point).
 *
 * @example
 * withQuestion(design, 'point').questions.at(-1)?.required; // true
 */
export function withQuestion(design: SurveyDesign, kind: SurveyQuestionKind): SurveyDesign {
  const question: SurveyDesignQuestion = {
    fieldName: nextFieldName(design),
    kind,
    label: '',
    help: '',
    required: isMapKind(kind),
    choices: kind === 'singleChoice' || kind === 'multipleChoice' ? ['', ''] : [],
  };
  return { ...design, questions: [...design.questions, question] };
}

/**
 * A design with one question changed, moved (by `step`, -1 up or 1 down) or removed.
 *
 * @example
 * withQuestionChange(design, 0, { label: 'Where?' });
 * withQuestionMoved(design, 2, -1);
 * withoutQuestion(design, 1);
 */
export function withQuestionChange(
  design: SurveyDesign,
  index: number,
  change: Partial<SurveyDesignQuestion>,
): SurveyDesign {
  return { ...design, questions: design.questions.map((q, i) => (i === index ? { ...q, ...change } : q)) };
}

/** See {@link withQuestionChange}. */
export function withQuestionMoved(design: SurveyDesign, index: number, step: -1 | 1): SurveyDesign {
  const to = index + step;
  if (to < 0 || to >= design.questions.length) return design;
  const questions = [...design.questions];
  [questions[index], questions[to]] = [questions[to]!, questions[index]!];
  return { ...design, questions };
}

/** See {@link withQuestionChange}. */
export function withoutQuestion(design: SurveyDesign, index: number): SurveyDesign {
  return { ...design, questions: design.questions.filter((_, i) => i !== index) };
}
