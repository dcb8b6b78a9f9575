import {
  fetchSurveyFormJson,
  formQuestions,
  isSurveyOpen,
  MAP_QUESTION_TYPES,
  surveyArea,
  type SurveyFormJson,
} from '@plaza/core';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { FeatureLayerRow } from '../../db/repositories/featureLayerRepository.ts';
import type { ItemRow } from '../../db/repositories/itemRepository.ts';
import { PortalError } from '../../portal/portalError.ts';
import { readItemJsonFile } from '../../portal/content/readItemDataJson.ts';
import { featureServiceErrors } from '../featureServiceErrors.ts';
import { EDITOR_FIELDS, editorField } from './editorTracking.ts';
import type { AddedFeature } from './readAddedFeatures.ts';

const refused = (message: string) => new PortalError(403, 'GWM_0003', message, [message]);

/** A survey's form, read from its stored info files with core's reader (the one reading of spec 2 §7). */
export function readSurveyForm(db: Db, survey: ItemRow): Promise<SurveyFormJson | null> {
  return fetchSurveyFormJson(
    { id: survey.id, typeKeywords: survey.type_keywords },
    async (itemId, fileName) => (await readItemJsonFile(db, itemId, 'info', fileName)) ?? null,
  );
}

/**
 * The survey's rules on one answer (issue 21, ADR 0174, 0175): the survey must be published (not a Draft: it has a
 * form) and open; a signed-in person may not send more than its limit of answers; an answer is one feature; every
 * question marked `validation.required` has an answer — a field's value, or the feature's geometry for a map
 * question — and its place lies inside the survey's area. Refusals are the feature service's errors, nothing is added.
 *
 * @example
 * await checkSurveyAnswer(db, survey, layer, features, { now: Date.now(), creator: 'casey' });
 */
export async function checkSurveyAnswer(
  db: Db,
  survey: ItemRow,
  layer: FeatureLayerRow,
  features: readonly AddedFeature[],
  answer: { readonly now: number; readonly creator: string | null },
): Promise<void> {
  const form = await readSurveyForm(db, survey);
  if (!form) throw refused('The survey is not published: it takes no answers yet.');
  if (!isSurveyOpen(form, answer.now)) throw refused('The survey is closed: it takes no more answers.');
  await checkAnswerLimit(db, form, layer, answer.creator);
  if (features.length !== 1) throw featureServiceErrors.invalidParameter('A survey answer is one feature.');
  const [feature] = features;
  const position = new Map(layer.fields.map((field, index) => [field.name.toLowerCase(), index]));
  for (const question of formQuestions(form)) {
    const validation = question.validation as { required?: unknown } | undefined;
    if (validation?.required !== true) continue;
    const label = String(question.label ?? question.name ?? 'a question').slice(0, 120);
    const isGeometry = (MAP_QUESTION_TYPES as readonly string[]).includes(question.type);
    const index = typeof question.fieldName === 'string' ? position.get(question.fieldName.toLowerCase()) : undefined;
    const value = index === undefined ? null : feature!.values[index];
    const missing = isGeometry ? feature!.geometry === null : value === null || value === '';
    if (missing) throw featureServiceErrors.invalidParameter(`Answer the required question: ${label}.`);
  }
  const area = surveyArea(form);
  const box = feature!.bbox;
  if (area && box && (box[0] < area[0] || box[1] < area[1] || box[2] > area[2] || box[3] > area[3])) {
    throw featureServiceErrors.invalidParameter('The place you gave is outside the area this survey asks about.');
  }
}

/**
 * A survey's limit on answers per person (`multiSubmissionInfo.maxAllowed`, 0 for none: ADR 0175): a signed-in person
 * who already sent that many (their username in the layer's `Creator` field) is refused. Anonymous answers cannot be
 * told apart; the per-address rate limit is what holds them.
 */
async function checkAnswerLimit(
  db: Db,
  form: SurveyFormJson,
  layer: FeatureLayerRow,
  creator: string | null,
): Promise<void> {
  const max = form.settings?.multiSubmissionInfo?.maxAllowed;
  const field = editorField(layer, EDITOR_FIELDS.creator, 'esriFieldTypeString')?.field;
  if (!creator || !field || typeof max !== 'number' || !(max > 0)) return;
  const { rows } = await sql<{ n: string | number }>`
    select count(*) as n from ${sql.table(layer.table_name)} where ${sql.ref(field.column)} = ${creator}`.execute(db);
  if (Number(rows[0]?.n ?? 0) >= max) {
    throw refused(
      max === 1
        ? 'You have already answered this survey.'
        : `You have already sent the ${max} answers this survey takes from each person.`,
    );
  }
}
