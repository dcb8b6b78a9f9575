import { z } from 'zod/mini';
import type { SurveyFormJson } from '../../surveys/surveyForm.ts';
import { hubItemEntitySchema } from '../common/hubItemEntity.ts';

/**
 * A Survey (spec 2 §3 Survey entity; hub's `IHubSurvey`): a Form item. `displayMap` is its `hubMapSurvey` keyword,
 * `form` its form JSON (read from the item's info files, none for a Draft), `hasMapQuestion` whether that form has a
 * map question.
 *
 * @example
 * hubSurveySchema.shape.displayMap.parse(true);
 */
export const hubSurveySchema = z.extend(hubItemEntitySchema, {
  hasMapQuestion: z.boolean(),
  displayMap: z.boolean(),
  form: z.custom<SurveyFormJson | null>(
    (value) => value === null || (typeof value === 'object' && !Array.isArray(value)),
    'form must be a form JSON object or null.',
  ),
});
/** A survey entity; see {@link hubSurveySchema}. */
export type HubSurvey = z.infer<typeof hubSurveySchema>;

/**
 * The item type of surveys (spec 2 §3: a Form item).
 *
 * @example
 * SURVEY_ITEM_TYPES.includes(item.type); // true for a survey
 */
export const SURVEY_ITEM_TYPES = Object.freeze(['Form'] as const);

/**
 * Type keywords every survey carries: none of its own (the survey builder adds its tool's keywords).
 *
 * @example
 * SURVEY_TYPE_KEYWORDS.length; // 0
 */
export const SURVEY_TYPE_KEYWORDS = Object.freeze([] as const);

/**
 * Schema version of survey items.
 *
 * @example
 * survey.schemaVersion === SURVEY_SCHEMA_VERSION; // 1
 */
export const SURVEY_SCHEMA_VERSION = 1;
