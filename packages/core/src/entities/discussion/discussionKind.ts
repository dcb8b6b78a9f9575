import {
  fetchDiscussionSettings,
  fetchEntitySettings,
  saveDiscussionSettings,
} from '../../discussions/entitySettingsClient.ts';
import type { DiscussionSettings } from '../../discussions/discussionSettings.ts';
import type { HubApiCallOptions } from '../../hub-api/hubApiRequest.ts';
import type { EntityRequestOptions } from '../common/entityRequestOptions.ts';
import type { ItemEntityKind } from '../common/itemEntityKind.ts';
import { withSchemaVersion } from '../common/withSchemaVersion.ts';
import {
  DISCUSSION_ITEM_TYPES,
  DISCUSSION_SCHEMA_VERSION,
  DISCUSSION_TYPE_KEYWORDS,
  type HubDiscussion,
} from './discussion.ts';
import { discussionDefaults } from './discussionDefaults.ts';
import { discussionFromModel } from './discussionFromModel.ts';
import { discussionToModel } from './discussionToModel.ts';

/** Where the discussions service is, or undefined where there is none (the enterprise edition has no hub url). */
function serviceOptions(options: EntityRequestOptions): HubApiCallOptions | undefined {
  if (!options.hubUrl) return undefined;
  return {
    hubUrl: options.hubUrl,
    ...(options.authentication ? { authentication: options.authentication } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  };
}

function settingsOf(discussion: HubDiscussion): DiscussionSettings {
  return {
    allowedChannelIds: discussion.discussionSettings?.allowedChannelIds ?? null,
    allowedLocations: discussion.discussionSettings?.allowedLocations ?? null,
  };
}

const isNone = (settings: DiscussionSettings) =>
  settings.allowedChannelIds === null && settings.allowedLocations === null;

/**
 * Discussions for the generic entity calls (ADR 0151): item type Discussion, keyword `Hub Discussion`, schema 1.
 * Their discussion settings live in the discussions service (`/settings/{id}`): read after every fetch, written after
 * a create or a changing update (the service removes them with the item).
 */
export const discussionKind: ItemEntityKind<HubDiscussion> = {
  kind: 'discussion',
  itemTypes: DISCUSSION_ITEM_TYPES,
  newItemType: () => DISCUSSION_ITEM_TYPES[0],
  typeKeywords: DISCUSSION_TYPE_KEYWORDS,
  schemaVersion: DISCUSSION_SCHEMA_VERSION,
  defaults: discussionDefaults,
  migrate: (model) => withSchemaVersion(model, DISCUSSION_SCHEMA_VERSION),
  fromModel: discussionFromModel,
  toModel: discussionToModel,
  async afterFetch(discussion, options) {
    const service = serviceOptions(options);
    if (!service) return discussion;
    return { ...discussion, discussionSettings: await fetchDiscussionSettings(discussion.id, service) };
  },
  async afterCreate(discussion, options) {
    const service = serviceOptions(options);
    const settings = settingsOf(discussion);
    // A new discussion has no settings record: it gets one (the reference's createOrUpdateEntitySettings).
    if (service && !isNone(settings)) {
      await saveDiscussionSettings(discussion.id, settings, service, {
        entityType: 'discussion',
        entitySettingsId: null,
      });
    }
  },
  async afterUpdate(discussion, _before, options) {
    const service = serviceOptions(options);
    if (!service) return;
    const settings = settingsOf(discussion);
    const stored = await fetchEntitySettings(discussion.id, service);
    if (JSON.stringify(settings) !== JSON.stringify(stored.discussionSettings)) {
      await saveDiscussionSettings(discussion.id, settings, service, {
        entityType: 'discussion',
        entitySettingsId: stored.entitySettingsId,
      });
    }
  },
};
