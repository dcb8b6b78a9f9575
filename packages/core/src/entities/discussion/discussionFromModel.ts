import { z } from 'zod/mini';
import { commonFromModel } from '../common/commonFromModel.ts';
import type { EntityMapperContext } from '../common/entityMapperContext.ts';
import { readField } from '../common/readField.ts';
import type { ItemModel } from '../items/itemModel.ts';
import { DISCUSSION_SCHEMA_VERSION, type HubDiscussion } from './discussion.ts';

/**
 * A discussion entity from its item: the prompt from `data.prompt`. Its `discussionSettings` start as none (any
 * channel, any place); the kind's `afterFetch` reads the real ones from the discussions service.
 *
 * @example
 * discussionFromModel({ item, data: { prompt: 'Where should bike lanes go?' } }, { portal }).prompt;
 */
export function discussionFromModel(model: ItemModel, context: EntityMapperContext): HubDiscussion {
  return {
    ...commonFromModel(model, context, DISCUSSION_SCHEMA_VERSION),
    prompt: readField(z.string(), model.data.prompt, ''),
    discussionSettings: { allowedChannelIds: null, allowedLocations: null },
  };
}
