import { MAP_SURVEY_TYPEKEYWORD } from '../../surveys/surveyForm.ts';
import { commonToItem } from '../common/commonToItem.ts';
import type { ItemModel } from '../items/itemModel.ts';
import type { HubSurvey } from './survey.ts';

/**
 * A survey's item: `displayMap` as the `hubMapSurvey` keyword. The form is not part of the item (its info files are
 * written by the survey builder), and a Form item keeps no data of ours.
 *
 * @example
 * surveyToModel({ ...survey, displayMap: true }).item.typeKeywords; // [..., 'hubMapSurvey']
 */
export function surveyToModel(survey: HubSurvey, base?: ItemModel): ItemModel {
  const item = commonToItem(survey, base?.item);
  const keywords = (item.typeKeywords ?? []).filter((keyword) => keyword !== MAP_SURVEY_TYPEKEYWORD);
  return {
    item: { ...item, typeKeywords: survey.displayMap ? [...keywords, MAP_SURVEY_TYPEKEYWORD] : keywords },
    data: base?.data ?? {},
  };
}
