import { saveDiscussionSettings } from '../../discussions/entitySettingsClient.ts';
import { getDefaultEntitySettings } from '../../discussions/getDefaultEntitySettings.ts';
import { isDiscussable } from '../../discussions/isDiscussable.ts';
import { setDiscussableKeyword } from '../../discussions/setDiscussableKeyword.ts';
import { getHubEntityType } from '../../workspace/getHubEntityType.ts';
import { groupFromPortal } from '../../entities/group/groupFromPortal.ts';
import { groupToPortal } from '../../entities/group/groupToPortal.ts';
import type { PortalGroup } from '../../portal/PortalGroup.ts';
import { asJson, jsonResponse, keysOf, type AreaVectorFile, type VectorComparison } from '../areaVectors.ts';

const PORTAL = 'https://www.arcgis.com/sharing/rest';
const same = (plaza: unknown, reference: unknown): VectorComparison => ({
  plaza: { value: plaza },
  reference: { value: reference },
  paths: ['value'],
});

/** A discussions-API path from its base: the reference calls v2, the spec names v1 (spec 1 §7; ADR 0203). */
const fromBase = (url: string): string => url.replace(/^https?:\/\/[^/]+/, '').replace(/^\/api\/discussions\/v\d/, '');

/** The discussion-setting vector files (discussions/). */
export const DISCUSSION_VECTOR_FILES: readonly AreaVectorFile[] = [
  {
    file: 'getDefaultEntitySettings.json',
    run: ([type], output) => {
      let plaza: unknown;
      try {
        plaza = getDefaultEntitySettings(type as string);
      } catch (error) {
        plaza = { throws: (error as Error).message };
      }
      return same(asJson(plaza), output);
    },
  },
  {
    file: 'isDiscussable.json',
    run: ([subject], output) => same(isDiscussable(subject as { typeKeywords?: string[] } | undefined), output),
  },
  {
    file: 'setDiscussableKeyword.json',
    run: ([keywords, discussable], output) =>
      same(setDiscussableKeyword(keywords as string[] | undefined, discussable as boolean), output),
  },
  {
    file: 'createOrUpdateEntitySettings.json',
    run: async ([entity, allowedLocations], output, _name, tools) => {
      const e = entity as {
        id: string;
        type: string;
        entitySettingsId?: string;
        discussionSettings?: Record<string, unknown>;
      };
      const calls: { method: string; url: string; body: unknown }[] = [];
      await tools.withFetch(
        (url, init) => {
          const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
          calls.push({ method: init?.method ?? 'GET', url: fromBase(url), body });
          return jsonResponse({ id: e.id, type: 'content', settings: {} });
        },
        () =>
          saveDiscussionSettings(
            e.id,
            {
              allowedChannelIds: (e.discussionSettings?.allowedChannelIds ?? null) as string[] | null,
              // The reference saves the locations it is given, not the entity's (its third argument).
              allowedLocations: (allowedLocations ?? null) as unknown[] | null,
            },
            { hubUrl: 'https://hub.example.com', authentication: 't' },
            { entityType: getHubEntityType(e.type), entitySettingsId: e.entitySettingsId ?? null },
          ),
      );
      const recorded = (output as { method: string; url: string; body: unknown }[]).map((c) => ({
        ...c,
        url: fromBase(c.url),
      }));
      return { plaza: { calls }, reference: { calls: recorded }, paths: ['calls'] };
    },
  },
];

/**
 * The group vector files (entities/group). Read: every member of the reference's group entity; a group without a
 * thumbnail has no thumbnail url (the reference writes null). Written: the members a group update sends (the
 * reference's converter also returns read-only members the portal ignores: id, owner, orgId, protected,
 * thumbnailUrl, userMembership, isOpenData, hiddenMembers, leavingDisallowed; and `thumbnail`, the stored file's
 * path, which Plaza changes only by uploading a file).
 */
export const GROUP_VECTOR_FILES: readonly AreaVectorFile[] = [
  {
    file: 'convertGroupToHubGroup.json',
    run: ([group], output) => {
      const plaza = asJson(groupFromPortal(group as PortalGroup, { portal: PORTAL, token: 'TOKEN' }));
      const paths = keysOf(output).flatMap((k) =>
        k === 'links' || k === 'discussionSettings'
          ? keysOf((output as Record<string, unknown>)[k]).map((s) => `${k}.${s}`)
          : [k],
      );
      const reference = structuredClone(output) as { thumbnailUrl?: unknown; links?: { thumbnail?: unknown } };
      if (reference.thumbnailUrl === null) delete reference.thumbnailUrl;
      if (reference.links?.thumbnail === null) delete reference.links.thumbnail;
      return { plaza, reference, paths };
    },
  },
  {
    file: 'convertHubGroupToGroup.json',
    run: ([group], output) => {
      const entity = groupFromPortal(group as PortalGroup, { portal: PORTAL, token: 'TOKEN' });
      const written = new Set([
        'title',
        'access',
        'autoJoin',
        'description',
        'isInvitationOnly',
        'isReadOnly',
        'isViewOnly',
        'membershipAccess',
        'sortField',
        'sortOrder',
        'tags',
        'typeKeywords',
        'capabilities',
      ]);
      return {
        plaza: asJson(groupToPortal(entity)),
        reference: output,
        paths: keysOf(output).filter((k) => written.has(k)),
      };
    },
  },
];
