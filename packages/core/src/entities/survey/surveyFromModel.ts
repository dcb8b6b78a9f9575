import { shouldDisplayMap } from '../../surveys/mapQuestion.ts';
import { commonFromModel } from '../common/commonFromModel.ts';
import type { EntityMapperContext } from '../common/entityMapperContext.ts';
import type { ItemModel } from '../items/itemModel.ts';
import { SURVEY_SCHEMA_VERSION, type HubSurvey } from './survey.ts';

/**
 * A survey entity from its item: `displayMap` from the `hubMapSurvey` keyword. Its form lives in the item's info
 * files, so it starts as none; the kind's `afterFetch` reads it (and `hasMapQuestion` from it).
 *
 * @example
 * surveyFromModel({ item, data: {} }, { portal }).displayMap;
 */
export function surveyFromModel(model: ItemModel, context: EntityMapperContext): HubSurvey {
  return {
    ...commonFromModel(model, context, SURVEY_SCHEMA_VERSION),
    displayMap: shouldDisplayMap(model.item),
    hasMapQuestion: false,
    form: null,
  };
}
