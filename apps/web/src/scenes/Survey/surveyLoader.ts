import {
  EMPTY_SURVEY_DESIGN,
  EntityNotFoundError,
  fetchEntity,
  isSurveyOpen,
  surveyDesignOfForm,
  type HubSurvey,
} from '@plaza/core';
import type { LoaderFunctionArgs } from 'react-router';
import { loadMarkup } from '../../markup/loadMarkup.ts';
import { notFound, requireSite } from '../../site/requireSite.ts';
import type { Markup } from '../../markup/markup.ts';
import type { SurveyView } from './surveyView.ts';

export interface SurveyData {
  readonly view: SurveyView;
}

/**
 * `/feedback/surveys/{id}` (spec 3 §2, issue 21): the survey (a Form item) by id or slug with its form. On the server
 * the read is anonymous (public surveys); in the browser it carries the visitor's session. A survey the visitor may
 * not see is a 404 like one that does not exist.
 */
export async function surveyLoader({ request, context, params }: LoaderFunctionArgs): Promise<SurveyData> {
  const { portal, signal, authentication } = await requireSite(request, context);
  const id = params.id ?? '';
  if (!/^[\w:|-]{1,200}$/.test(id)) notFound();
  const survey = await fetchEntity('survey', id, {
    portal,
    signal,
    ...(authentication ? { authentication } : {}),
  }).catch((error: unknown) => {
    if (error instanceof EntityNotFoundError) notFound();
    throw error;
  });
  return { view: surveyViewOf(survey, Date.now(), await loadMarkup()) };
}

/**
 * The page's view of a survey (issue 21), made by loaders only (it reads the form with core's HTML-to-text, which the
 * public chunk must not carry; ADR 0162): a Draft has no form (spec 2 §4); a form closed by its settings or past its
 * scheduled end takes no answers; its HTML parts are sanitised here, once, for the server and the browser alike.
 *
 * @example
 * const view = surveyViewOf(survey, Date.now(), await loadMarkup());
 */
export function surveyViewOf(survey: HubSurvey, now: number, markup: Markup): SurveyView {
  const form = survey.form;
  const html = (text: unknown) => (typeof text === 'string' ? markup.sanitizeHtml(text, 'itemDescription') : '');
  const serviceUrl = typeof form?.serviceUrl === 'string' ? form.serviceUrl : undefined;
  return {
    id: survey.id,
    title: survey.name,
    summary: survey.summary,
    status: !form ? 'draft' : isSurveyOpen(form, now) ? 'open' : 'closed',
    headerHtml: form?.header?.isVisible === false ? '' : html(form?.header?.content),
    subHeaderHtml: form?.subHeader?.isVisible === false ? '' : html(form?.subHeader?.content),
    footerHtml: form?.footer?.isVisible === false ? '' : html(form?.footer?.content),
    thankYouHtml: html(form?.settings?.thankYouScreenContent),
    design: form ? surveyDesignOfForm(form) : { ...EMPTY_SURVEY_DESIGN, open: false },
    ...(serviceUrl ? { serviceUrl } : {}),
  };
}
