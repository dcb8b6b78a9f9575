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
      const choices = Array.isArray(question.choiceList)
        ? (question.choiceList as unknown[]).flatMap((choice) =>
            typeof choice === 'object' && choice !== null && typeof (choice as { label?: unknown }).label === 'string'
              ? [(choice as { label: string }).label]
              : [],
          )
        : [];
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
          required: (question.validation as { required?: unknown } | undefined)?.required === true,
          choices,
        },
      ];
    }),
    area: surveyArea(form),
    open: (form.settings?.openStatusInfo?.status ?? 'open') === 'open',
    maxAnswers: typeof maxAllowed === 'number' && maxAllowed >= 0 ? maxAllowed : 0,
  };
}
