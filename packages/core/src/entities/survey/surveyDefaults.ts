import { cloneDefault, deepFreeze } from '../common/deepFreeze.ts';
import { itemEntityDefaults } from '../common/itemEntityDefaults.ts';
import { SURVEY_ITEM_TYPES, SURVEY_SCHEMA_VERSION, SURVEY_TYPE_KEYWORDS, type HubSurvey } from './survey.ts';

const SURVEY: HubSurvey = deepFreeze({
  ...itemEntityDefaults(SURVEY_ITEM_TYPES[0], SURVEY_TYPE_KEYWORDS, SURVEY_SCHEMA_VERSION),
  hasMapQuestion: false,
  displayMap: false,
  form: null,
});

/**
 * A new survey: no form yet, not shown as a map.
 *
 * @example
 * surveyDefaults().displayMap; // false
 */
export function surveyDefaults(): HubSurvey {
  return cloneDefault(SURVEY);
}
