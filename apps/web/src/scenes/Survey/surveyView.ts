import { EMPTY_SURVEY_DESIGN, surveyDesignOfForm, type HubSurvey, type SurveyDesign } from '@plaza/core';
import type { Markup } from '../../markup/markup.ts';

/** Whether a survey takes answers: not yet (a Draft), closed (by its owner or past its end), or open. */
export type SurveyStatus = 'draft' | 'closed' | 'open';

/** What the survey page shows: its texts (sanitised HTML), its questions, where answers go and whether it is open. */
export interface SurveyView {
  readonly id: string;
  readonly title: string;
  readonly summary: string;
  readonly status: SurveyStatus;
  readonly headerHtml: string;
  readonly subHeaderHtml: string;
  readonly footerHtml: string;
  readonly thankYouHtml: string;
  readonly design: SurveyDesign;
  /** The layer its answers are added to; absent for a survey without one (nothing can be sent). */
  readonly serviceUrl?: string;
}

/**
 * The page's view of a survey (issue 21): a Draft has no form (spec 2 §4); a form closed by its settings or past its
 * scheduled end takes no answers; its HTML parts are sanitised here, once, for the server and the browser alike.
 *
 * @example
 * const view = surveyViewOf(survey, Date.now(), await loadMarkup());
 */
export function surveyViewOf(survey: HubSurvey, now: number, markup: Markup): SurveyView {
  const form = survey.form;
  const html = (text: unknown) => (typeof text === 'string' ? markup.sanitizeHtml(text, 'itemDescription') : '');
  const info = form?.settings?.openStatusInfo;
  const end = info?.schedule?.end;
  const closed = (info !== undefined && info.status !== 'open') || (typeof end === 'number' && end <= now);
  const serviceUrl = typeof form?.serviceUrl === 'string' ? form.serviceUrl : undefined;
  return {
    id: survey.id,
    title: survey.name,
    summary: survey.summary,
    status: !form ? 'draft' : closed ? 'closed' : 'open',
    headerHtml: form?.header?.isVisible === false ? '' : html(form?.header?.content),
    subHeaderHtml: form?.subHeader?.isVisible === false ? '' : html(form?.subHeader?.content),
    footerHtml: form?.footer?.isVisible === false ? '' : html(form?.footer?.content),
    thankYouHtml: html(form?.settings?.thankYouScreenContent),
    design: form ? surveyDesignOfForm(form) : { ...EMPTY_SURVEY_DESIGN, open: false },
    ...(serviceUrl ? { serviceUrl } : {}),
  };
}
