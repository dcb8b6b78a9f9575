import { commonFieldWriters, emptyItemModel } from '../common/commonFieldWriters.ts';
import { storeAt, writeEntityModel, type FieldWriters } from '../common/writeEntityModel.ts';
import type { ItemModel } from '../items/itemModel.ts';
import { INITIATIVE_TEMPLATE_ITEM_TYPES, type HubInitiativeTemplate } from './initiativeTemplate.ts';
import { initiativeTemplateFromModel } from './initiativeTemplateFromModel.ts';

const INITIATIVE_TEMPLATE_WRITERS: FieldWriters<HubInitiativeTemplate> = [
  ...commonFieldWriters<HubInitiativeTemplate>({ slugProperty: 'always' }),
  ['previewUrl', storeAt('previewUrl', ['item', 'properties', 'previewUrl'])],
  ['recommendedTemplates', storeAt('recommendedTemplates', ['data', 'recommendedTemplates'])],
  ['siteSolutionId', storeAt('siteSolutionId', ['data', 'siteSolutionId'])],
];

/**
 * The model of an initiative template, written over `base` so that only the edited fields change.
 *
 * @example
 * initiativeTemplateToModel({ ...template, previewUrl: 'https://example.com' }, stored).item.properties?.previewUrl;
 */
export function initiativeTemplateToModel(template: HubInitiativeTemplate, base?: ItemModel): ItemModel {
  return writeEntityModel(
    template,
    INITIATIVE_TEMPLATE_WRITERS,
    base,
    (stored) => initiativeTemplateFromModel(stored, { portal: '' }),
    () => emptyItemModel(INITIATIVE_TEMPLATE_ITEM_TYPES[0]),
  );
}
