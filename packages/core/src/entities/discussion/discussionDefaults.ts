import { cloneDefault, deepFreeze } from '../common/deepFreeze.ts';
import { itemEntityDefaults } from '../common/itemEntityDefaults.ts';
import {
  DISCUSSION_ITEM_TYPES,
  DISCUSSION_SCHEMA_VERSION,
  DISCUSSION_TYPE_KEYWORDS,
  type HubDiscussion,
} from './discussion.ts';

const DISCUSSION: HubDiscussion = deepFreeze({
  ...itemEntityDefaults(DISCUSSION_ITEM_TYPES[0], DISCUSSION_TYPE_KEYWORDS, DISCUSSION_SCHEMA_VERSION),
  prompt: '',
  discussionSettings: { allowedChannelIds: null, allowedLocations: null },
});

/**
 * A new discussion: no prompt, any channel and any place allowed. A fresh copy on every call.
 *
 * @example
 * discussionDefaults().discussionSettings; // { allowedChannelIds: null, allowedLocations: null }
 */
export function discussionDefaults(): HubDiscussion {
  return cloneDefault(DISCUSSION);
}
