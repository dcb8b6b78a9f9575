import { isPageQuestion } from './mapQuestion.ts';
import type { SurveyFormBlock, SurveyFormJson, SurveyQuestion } from './surveyForm.ts';

/** `decodeURIComponent`, or the text as it is when it is not valid percent-encoding (a hostile form stays text). */
function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function decodeBlock(block: SurveyFormBlock | undefined): SurveyFormBlock | undefined {
  return block?.content ? { ...block, content: decoded(block.content) } : block;
}

function decodeQuestion(question: SurveyQuestion): SurveyQuestion {
  return question.description ? { ...question, description: decoded(question.description) } : question;
}

/**
 * A survey form with its HTML parts decoded (the form stores them percent-encoded): the header's, subheader's and
 * footer's content, the thank-you text and each question's description, inside pages too. A new object; the form
 * is not changed. Malformed encoding is left as it is.
 *
 * @example
 * decodeSurveyForm({ header: { content: '%3Cp%3EHi%3C%2Fp%3E' } }).header?.content; // '<p>Hi</p>'
 */
export function decodeSurveyForm(form: SurveyFormJson): SurveyFormJson {
  const thankYou = form.settings?.thankYouScreenContent;
  return {
    ...form,
    ...(form.header ? { header: decodeBlock(form.header) } : {}),
    ...(form.subHeader ? { subHeader: decodeBlock(form.subHeader) } : {}),
    ...(form.footer ? { footer: decodeBlock(form.footer) } : {}),
    ...(form.settings && thankYou ? { settings: { ...form.settings, thankYouScreenContent: decoded(thankYou) } } : {}),
    questions: (form.questions ?? []).map((question) =>
      isPageQuestion(question)
        ? { ...question, questions: (question.questions ?? []).map(decodeQuestion) }
        : decodeQuestion(question),
    ),
  };
}
