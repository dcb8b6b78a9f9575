import { commonToItem } from '../common/commonToItem.ts';
import type { ItemModel } from '../items/itemModel.ts';
import type { HubDiscussion } from './discussion.ts';

/**
 * The item and data of a discussion over the stored model: the prompt in `data.prompt`. Its settings are not
 * written to the item (they belong to the discussions service), so none are left in its properties.
 *
 * @example
 * discussionToModel({ ...discussion, prompt: 'Tell us more' }, stored).data.prompt; // "Tell us more"
 */
export function discussionToModel(discussion: HubDiscussion, base?: ItemModel): ItemModel {
  const item = commonToItem(discussion, base?.item);
  const properties: Record<string, unknown> = { ...item.properties };
  delete properties.discussionSettings;
  return { item: { ...item, properties }, data: { ...(base?.data ?? {}), prompt: discussion.prompt } };
}
