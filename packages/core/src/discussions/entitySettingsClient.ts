import { z } from 'zod/mini';
import { HubApiRequestError } from '../errors/HubApiRequestError.ts';
import { hubApiRequest, type HubApiCallOptions } from '../hub-api/hubApiRequest.ts';
import { call, DISCUSSIONS_API_PATH } from './discussionsRequest.ts';

/**
 * An entity's discussion settings (spec 2 §3 "Discussion entity settings"): the channels posts about it may go to,
 * and the areas a located post must fall in (GeoJSON geometries); null allows any.
 */
export type DiscussionSettings = {
  readonly allowedChannelIds: string[] | null;
  readonly allowedLocations: unknown[] | null;
};

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

/**
 * The discussion settings of an entity (`GET /settings/{id}`), or both null when it has none.
 *
 * @example
 * const { allowedChannelIds } = await fetchDiscussionSettings(item.id, { hubUrl, authentication });
 */
export async function fetchDiscussionSettings(id: string, options: HubApiCallOptions): Promise<DiscussionSettings> {
  return call('Failed to fetch discussion settings.', async () => {
    try {
      const record = settingsRecordSchema.parse(await hubApiRequest(settingsPath(id), {}, options));
      const discussions = record.settings.discussions;
      return {
        allowedChannelIds: discussions?.allowedChannelIds ?? null,
        allowedLocations: discussions?.allowedLocations ?? null,
      };
    } catch (error) {
      if (isNotFound(error)) return { allowedChannelIds: null, allowedLocations: null };
      throw error;
    }
  });
}

/**
 * Stores an entity's discussion settings: changes them (`PATCH /settings/{id}`), or creates them (`POST /settings`)
 * when the entity has none yet. The caller must manage the entity.
 *
 * @example
 * await saveDiscussionSettings(item.id, { allowedChannelIds: [channelId], allowedLocations: null }, options);
 */
export async function saveDiscussionSettings(
  id: string,
  discussions: DiscussionSettings,
  options: HubApiCallOptions,
): Promise<void> {
  const settings = { discussions };
  await call('Failed to save discussion settings.', async () => {
    try {
      await hubApiRequest(settingsPath(id), { method: 'PATCH', body: { settings } }, options);
    } catch (error) {
      if (!isNotFound(error)) throw error;
      await hubApiRequest(settingsPath(), { method: 'POST', body: { id, type: 'content', settings } }, options);
    }
  });
}
