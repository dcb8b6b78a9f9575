import { fetchSurveyFormJson, portalItemInfo } from '../../surveys/fetchSurveyFormJson.ts';
import { hasMapQuestion } from '../../surveys/mapQuestion.ts';
import type { ItemEntityKind } from '../common/itemEntityKind.ts';
import { withSchemaVersion } from '../common/withSchemaVersion.ts';
import { SURVEY_ITEM_TYPES, SURVEY_SCHEMA_VERSION, SURVEY_TYPE_KEYWORDS, type HubSurvey } from './survey.ts';
import { surveyDefaults } from './surveyDefaults.ts';
import { surveyFromModel } from './surveyFromModel.ts';
import { surveyToModel } from './surveyToModel.ts';

/**
 * Surveys for the generic entity calls (issue 21): Form items, schema 1, no item data of ours. A fetched survey is
 * completed with its form JSON, read from the item's info files as spec 2 §7 says (none for a Draft), and whether it
 * has a map question.
 */
export const surveyKind: ItemEntityKind<HubSurvey> = {
  kind: 'survey',
  itemTypes: SURVEY_ITEM_TYPES,
  newItemType: () => SURVEY_ITEM_TYPES[0],
  storesData: false,
  typeKeywords: SURVEY_TYPE_KEYWORDS,
  schemaVersion: SURVEY_SCHEMA_VERSION,
  defaults: surveyDefaults,
  migrate: (model) => withSchemaVersion(model, SURVEY_SCHEMA_VERSION),
  fromModel: surveyFromModel,
  toModel: surveyToModel,
  async afterFetch(survey, options) {
    const read = portalItemInfo({
      portal: options.portal,
      ...(options.authentication ? { authentication: options.authentication } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
    const form = await fetchSurveyFormJson({ id: survey.id, typeKeywords: survey.typeKeywords }, read);
    return { ...survey, form, hasMapQuestion: hasMapQuestion(form?.questions ?? []) };
  },
};
