import { fetchEntity, type SessionHandle } from '@plaza/core';
import { loadMarkup } from '../../markup/loadMarkup.ts';
import { surveyViewOf } from '../../scenes/Survey/surveyLoader.ts';
import type { CardSpec } from '../layoutModel.ts';
import type { CardResults } from '../cardResults.ts';

/**
 * The data of a survey card (issue 21): the survey and its form, read as the page's reader (anonymously on the
 * server); a survey that is missing or not theirs to see leaves the card saying so, not the page failing.
 *
 * @example
 * const [id, results] = await surveyCardData('c1', card, { portal });
 */
export async function surveyCardData(
  id: string,
  card: Extract<CardSpec, { kind: 'survey' }>,
  options: { readonly portal: string; readonly signal?: AbortSignal; readonly authentication?: SessionHandle },
): Promise<[string, CardResults]> {
  const searchHref = '';
  try {
    const survey = await fetchEntity('survey', card.surveyId, options);
    return [id, { total: 1, results: [], searchHref, survey: surveyViewOf(survey, Date.now(), await loadMarkup()) }];
  } catch {
    return [id, { total: 0, results: [], searchHref, failed: true }];
  }
}
