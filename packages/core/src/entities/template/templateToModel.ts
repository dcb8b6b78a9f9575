import { commonFieldWriters, emptyItemModel } from '../common/commonFieldWriters.ts';
import { storeAt, writeEntityModel, type FieldWriters } from '../common/writeEntityModel.ts';
import type { ItemModel } from '../items/itemModel.ts';
import { SOLUTION_TYPE_KEYWORD, TEMPLATE_ITEM_TYPES, type HubTemplate } from './template.ts';
import { templateFromModel } from './templateFromModel.ts';

const TEMPLATE_WRITERS: FieldWriters<HubTemplate> = [
  ...commonFieldWriters<HubTemplate>({ slugProperty: 'always' }),
  ['previewUrl', storeAt('previewUrl', ['item', 'properties', 'previewUrl'])],
  [
    'isDeployed',
    (model, template) => {
      const rest = (model.item.typeKeywords ?? []).filter((k) => k !== 'Deployed' && k !== 'Template');
      model.item.typeKeywords = [...rest, template.isDeployed ? 'Deployed' : 'Template'];
    },
  ],
  [
    'deployedType',
    (model, template) => {
      const rest = (model.item.typeKeywords ?? []).filter((k) => !k.startsWith(SOLUTION_TYPE_KEYWORD));
      const solution = template.deployedType === 'Solution' ? [] : [`${SOLUTION_TYPE_KEYWORD}${template.deployedType}`];
      model.item.typeKeywords = [...rest, ...solution];
    },
  ],
];

/**
 * The item of a template over the stored model: only the fields the template changed are written (its data, the
 * solution, is kept as stored). `isDeployed` is the `Deployed`/`Template` keyword, `deployedType` the
 * `hubSolutionType|` one (the default `Solution` is not written), `previewUrl` an item property.
 *
 * @example
 * templateToModel({ ...template, isDeployed: true }, stored).item.typeKeywords.includes('Deployed'); // true
 */
export function templateToModel(template: HubTemplate, base?: ItemModel): ItemModel {
  return writeEntityModel(
    template,
    TEMPLATE_WRITERS,
    base,
    (stored) => templateFromModel(stored, { portal: '' }),
    () => emptyItemModel(TEMPLATE_ITEM_TYPES[0]),
  );
}
