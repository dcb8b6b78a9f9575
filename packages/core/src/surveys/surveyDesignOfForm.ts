import { htmlToText } from '../sanitize/htmlToText.ts';
import {
  QUESTION_TYPE_OF_KIND,
  type SurveyDesign,
  type SurveyDesignQuestion,
  type SurveyQuestionKind,
} from './surveyDesign.ts';
import type { SurveyFormJson, SurveyQuestion } from './surveyForm.ts';
import { formQuestions, surveyArea } from './surveyFormRules.ts';

const KIND_OF_TYPE = new Map(Object.entries(QUESTION_TYPE_OF_KIND).map(([kind, type]) => [type, kind]));

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** A question's own limits on its answer: `validation.range` {min, max}, `validation.integer`, `validation.length.max`. */
function answerLimits(
  validation: Record<string, unknown>,
): Pick<SurveyDesignQuestion, 'range' | 'integer' | 'maxLength'> {
  const range = isRecord(validation.range) ? validation.range : {};
  const length = isRecord(validation.length) ? validation.length : {};
  return {
    ...(finite(range.min) || finite(range.max)
      ? {
          range: { ...(finite(range.min) ? { min: range.min } : {}), ...(finite(range.max) ? { max: range.max } : {}) },
        }
      : {}),
    ...(validation.integer === true ? { integer: true } : {}),
    ...(finite(length.max) && length.max >= 0 ? { maxLength: Math.floor(length.max) } : {}),
  };
}

/**
 * The design of a (decoded) form, to edit it again: questions of kinds the builder does not offer are left out, texts
 * become plain text. A form without settings is open with no limit.
 *
 * @example
 * const design = surveyDesignOfForm(survey.form);
 */
export function surveyDesignOfForm(form: SurveyFormJson): SurveyDesign {
  const text = (html: unknown) => (typeof html === 'string' ? htmlToText(html).trim() : '');
  const maxAllowed = form.settings?.multiSubmissionInfo?.maxAllowed;
  return {
    header: text(form.header?.content),
    subHeader: text(form.subHeader?.content),
    footer: text(form.footer?.content),
    thankYou: text(form.settings?.thankYouScreenContent),
    questions: formQuestions(form).flatMap((question: SurveyQuestion): SurveyDesignQuestion[] => {
      const kind = KIND_OF_TYPE.get(question.type) as SurveyQuestionKind | undefined;
      if (!kind) return [];
      const validation = (isRecord(question.validation) ? question.validation : {}) as Record<string, unknown>;
      const listed = Array.isArray(question.choiceList)
        ? (question.choiceList as unknown[]).flatMap((choice) => {
            const { label, value } = (typeof choice === 'object' && choice !== null ? choice : {}) as {
              label?: unknown;
              value?: unknown;
            };
            return typeof label === 'string' ? [{ label, value: typeof value === 'string' ? value : label }] : [];
          })
        : [];
      const choices = listed.map((choice) => choice.label);
      const values = listed.map((choice) => choice.value);
      const fieldName =
        typeof question.fieldName === 'string'
          ? question.fieldName
          : typeof question.id === 'string'
            ? question.id
            : '';
      return [
        {
          fieldName,
          kind,
          label: typeof question.label === 'string' ? question.label : '',
          help: text(question.description),
          required: validation.required === true,
          choices,
          ...(values.some((value, i) => value !== choices[i]) ? { choiceValues: values } : {}),
          ...answerLimits(validation),
        },
      ];
    }),
    area: surveyArea(form),
    open: (form.settings?.openStatusInfo?.status ?? 'open') === 'open',
    maxAnswers: typeof maxAllowed === 'number' && maxAllowed >= 0 ? maxAllowed : 0,
  };
}
