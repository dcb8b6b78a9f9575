import {
  fetchSurveyFormJson,
  formQuestions,
  isMapKind,
  isSurveyOpen,
  surveyDesignOfForm,
  surveyFeatureProblems,
  type SurveyFormJson,
} from '@plaza/core';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { FeatureLayerRow } from '../../db/repositories/featureLayerRepository.ts';
import type { ItemRow } from '../../db/repositories/itemRepository.ts';
import { PortalError } from '../../errors/portalError.ts';
import { readItemJsonFile } from '../../db/readItemDataJson.ts';
import { featureServiceErrors } from '../featureServiceErrors.ts';
import { EDITOR_FIELDS, editorField } from './editorTracking.ts';
import type { AddedFeature } from './readAddedFeatures.ts';
import { surveyProblemMessage } from './surveyProblemMessage.ts';

const refused = (message: string) => new PortalError(403, 'GWM_0003', message, [message]);

/** A survey's form, read from its stored info files with core's reader (the one reading of spec 2 §7). */
export function readSurveyForm(db: Db, survey: ItemRow): Promise<SurveyFormJson | null> {
  return fetchSurveyFormJson(
    { id: survey.id, typeKeywords: survey.type_keywords },
    async (itemId, fileName) => (await readItemJsonFile(db, itemId, 'info', fileName)) ?? null,
  );
}

/**
 * The survey's rules on one answer (issue 21, 40; ADR 0174, 0175, 0188): the survey must be published (not a Draft: it
 * has a form) and open; a signed-in person may not send more than its limit of answers; an answer is one feature,
 * writing only the fields its form's questions name (the editor tracking fields are the server's); and each answer
 * must be one its question takes — read from the survey's stored form with core's rules (`surveyFeatureProblems`, the
 * rules the answering form applies): required answers given, choices among those offered, text within its length,
 * numbers in range, dates, the map answer of the question's geometry type inside the survey's area. Refusals are the
 * feature service's errors naming the question; nothing is added.
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
): Promise<SurveyFormJson> {
  const form = await readSurveyForm(db, survey);
  if (!form) throw refused('The survey is not published: it takes no answers yet.');
  if (!isSurveyOpen(form, answer.now)) throw refused('The survey is closed: it takes no more answers.');
  await checkAnswerLimit(db, form, layer, answer.creator);
  if (features.length !== 1) throw featureServiceErrors.invalidParameter('A survey answer is one feature.');
  const [feature] = features;
  const asked = new Set(
    [
      ...formQuestions(form).map((question) => question.fieldName),
      EDITOR_FIELDS.creationDate,
      EDITOR_FIELDS.creator,
    ].flatMap((name) => (typeof name === 'string' ? [name.toLowerCase()] : [])),
  );
  const attributes: Record<string, string | number | null> = {};
  layer.fields.forEach((field, index) => {
    const value = feature!.values[index] ?? null;
    if (value !== null && !asked.has(field.name.toLowerCase())) {
      throw featureServiceErrors.invalidParameter(`The survey asks no question for the field ${field.name}.`);
    }
    attributes[field.name] = value;
  });
  const design = surveyDesignOfForm(form);
  const [problem] = surveyFeatureProblems(design, { attributes, geometry: feature!.geometry });
  if (problem) {
    const kind = design.questions.find((question) => question.fieldName === problem.fieldName)?.kind;
    const shape = kind && isMapKind(kind) ? (kind as 'point' | 'line' | 'polygon') : undefined;
    throw featureServiceErrors.invalidParameter(surveyProblemMessage(problem, shape));
  }
  return form;
}

/**
 * A survey's limit on answers per person (`multiSubmissionInfo.maxAllowed`, 0 for none: ADR 0175): a signed-in person
 * who already sent that many (their username in the layer's `Creator` field) is refused. Anonymous answers cannot be
 * told apart; the per-address rate limit is what holds them. Checked again inside `addFeatures`' transaction, under
 * the layer's lock, so simultaneous answers cannot pass it (issue 40).
 *
 * @example
 * await addFeatures(db, layer, features, (trx) => checkAnswerLimit(trx, form, layer, 'casey'));
 */
export async function checkAnswerLimit(
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
