import { EntityNotFoundError, fetchEntity } from '@plaza/core';
import type { LoaderFunctionArgs } from 'react-router';
import { loadMarkup } from '../../markup/loadMarkup.ts';
import { notFound, requireSite } from '../../site/requireSite.ts';
import { surveyViewOf, type SurveyView } from './surveyView.ts';

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
