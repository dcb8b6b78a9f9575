import type { DiscussionSettings } from './discussionSettings.ts';
import { z } from 'zod/mini';
import { HubApiRequestError } from '../errors/HubApiRequestError.ts';
import { hubApiRequest, type HubApiCallOptions } from '../hub-api/hubApiRequest.ts';
import { call, DISCUSSIONS_API_PATH } from './discussionsRequest.ts';
import { getDefaultEntitySettings } from './getDefaultEntitySettings.ts';

const settingsRecordSchema = z.object({
  id: z.string(),
  type: z.string(),
  settings: z.object({
    discussions: z.optional(
      z.object({
        allowedChannelIds: z.nullish(z.array(z.string())),
        allowedLocations: z.nullish(z.array(z.unknown())),
      }),
    ),
  }),
});

const settingsPath = (id?: string) =>
  `${DISCUSSIONS_API_PATH}/settings${id === undefined ? '' : `/${encodeURIComponent(id)}`}`;

const isNotFound = (error: unknown) => error instanceof HubApiRequestError && error.status === 404;

/** An entity's settings record (`/settings/{id}`): its id (null when it has none yet) and discussion settings. */
export interface StoredDiscussionSettings {
  readonly entitySettingsId: string | null;
  readonly discussionSettings: DiscussionSettings;
}

/**
 * The settings record of an entity (`GET /settings/{id}`): its id and discussion settings, or no id and both
 * settings null when it has none (a 404).
 *
 * @example
 * const { entitySettingsId, discussionSettings } = await fetchEntitySettings(item.id, { hubUrl, authentication });
 */
export async function fetchEntitySettings(id: string, options: HubApiCallOptions): Promise<StoredDiscussionSettings> {
  return call('Failed to fetch discussion settings.', async () => {
    try {
      const record = settingsRecordSchema.parse(await hubApiRequest(settingsPath(id), {}, options));
      const discussions = record.settings.discussions;
      return {
        entitySettingsId: record.id,
        discussionSettings: {
          allowedChannelIds: discussions?.allowedChannelIds ?? null,
          allowedLocations: discussions?.allowedLocations ?? null,
        },
      };
    } catch (error) {
      if (isNotFound(error)) {
        return { entitySettingsId: null, discussionSettings: { allowedChannelIds: null, allowedLocations: null } };
      }
      throw error;
    }
  });
}

/**
 * The discussion settings of an entity (`GET /settings/{id}`), or both null when it has none.
 *
 * @example
 * const { allowedChannelIds } = await fetchDiscussionSettings(item.id, { hubUrl, authentication });
 */
export async function fetchDiscussionSettings(id: string, options: HubApiCallOptions): Promise<DiscussionSettings> {
  return (await fetchEntitySettings(id, options)).discussionSettings;
}

/** What a save knows of the entity: its type (which kind of record), and whether it has a settings record. */
export interface DiscussionSettingsTarget {
  /** The hub entity type (`discussion`, `content`, `group`); by default content. */
  readonly entityType?: string;
  /** The settings record's id, null when the entity has none yet; unknown when absent. */
  readonly entitySettingsId?: string | null;
}

/**
 * Saves an entity's discussion settings as the reference does (createOrUpdateEntitySettings): an empty list of
 * channels or locations is null (any); an entity with a settings record is updated (`PATCH /settings/{id}`), one
 * without gets one (`POST /settings` with its id and kind: `group` for groups, else `content`). When that is not
 * known the update is tried first; an update the service answers 404 creates the record, a create it answers 409
 * updates it.
 *
 * @example
 * await saveDiscussionSettings(item.id, { allowedChannelIds: [channelId], allowedLocations: null }, options, {
 *   entityType: 'discussion',
 *   entitySettingsId: null,
 * });
 */
export async function saveDiscussionSettings(
  id: string,
  discussions: DiscussionSettings,
  options: HubApiCallOptions,
  target: DiscussionSettingsTarget = {},
): Promise<void> {
  const settings = {
    discussions: {
      allowedChannelIds: discussions.allowedChannelIds?.length ? discussions.allowedChannelIds : null,
      allowedLocations: discussions.allowedLocations?.length ? discussions.allowedLocations : null,
    },
  };
  const type = getDefaultEntitySettings(target.entityType ?? 'content').type;
  const create = () => hubApiRequest(settingsPath(), { method: 'POST', body: { id, type, settings } }, options);
  const update = () =>
    hubApiRequest(settingsPath(target.entitySettingsId ?? id), { method: 'PATCH', body: { settings } }, options);
  await call('Failed to save discussion settings.', async () => {
    // A service that answers defaults for an entity without a record is told apart by the write's 404 or 409.
    if (target.entitySettingsId === null) {
      try {
        return void (await create());
      } catch (error) {
        if (!(error instanceof HubApiRequestError && error.status === 409)) throw error;
        return void (await update());
      }
    }
    try {
      await update();
    } catch (error) {
      if (!isNotFound(error)) throw error;
      await create();
    }
  });
}
