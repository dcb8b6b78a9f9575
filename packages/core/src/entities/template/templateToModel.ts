import { commonToItem } from '../common/commonToItem.ts';
import type { ItemModel } from '../items/itemModel.ts';
import { SOLUTION_TYPE_KEYWORD, type HubTemplate } from './template.ts';

/**
 * The item of a template over the stored model: `Deployed`/`Template` and `hubSolutionType|` keywords from
 * `isDeployed` and `deployedType` (the default `Solution` is not written), `previewUrl` in the properties.
 *
 * @example
 * templateToModel({ ...template, isDeployed: true }, stored).item.typeKeywords.includes('Deployed'); // true
 */
export function templateToModel(template: HubTemplate, base?: ItemModel): ItemModel {
  const keywords = template.typeKeywords.filter(
    (keyword) => keyword !== 'Deployed' && keyword !== 'Template' && !keyword.startsWith(SOLUTION_TYPE_KEYWORD),
  );
  keywords.push(template.isDeployed ? 'Deployed' : 'Template');
  if (template.deployedType !== 'Solution') keywords.push(`${SOLUTION_TYPE_KEYWORD}${template.deployedType}`);
  const item = commonToItem({ ...template, typeKeywords: keywords }, base?.item);
  const properties: Record<string, unknown> = { ...item.properties };
  if (template.previewUrl === undefined) delete properties.previewUrl;
  else properties.previewUrl = template.previewUrl;
  return { item: { ...item, properties }, data: base?.data ?? {} };
}
