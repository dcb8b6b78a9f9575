import type { EntityRequestOptions } from '../entities/common/entityRequestOptions.ts';
import { fetchEntity } from '../entities/fetchEntity.ts';
import { eventFromService } from '../events/eventFromService.ts';
import { searchEvents } from '../events/eventsClient.ts';
import { searchPosts } from '../discussions/discussionsClient.ts';
import { getCommunitySelf } from '../portal/getCommunitySelf.ts';
import { getGroupUserList } from '../portal/getGroupUserList.ts';
import type { QueryFilter } from '../search/HubQuery.ts';
import { hubSearch } from '../search/hubSearch.ts';
import { followedEntityOf, type FollowTarget } from './followersGroup.ts';

/** A site or initiative the signed-in person follows, and since when. */
export interface FollowedEntity {
  readonly kind: FollowTarget['kind'];
  readonly id: string;
  readonly name: string;
  readonly groupId: string;
  /** When they started following, epoch ms. */
  readonly since: number;
  /** Where its page is, relative to a site. */
  readonly href: string;
  /** Its catalog's item filters: what it publishes. */
  readonly scope: readonly QueryFilter[];
}

/** Something a followed entity published since the person followed it: new content, a new event, a new post. */
export interface FollowActivity {
  readonly id: string;
  readonly kind: 'content' | 'event' | 'post';
  readonly title: string;
  /** The item's type (`Hub Page`, `CSV`, …), `Event` or `Post`. */
  readonly type: string;
  readonly href: string;
  /** When it was published, epoch ms. */
  readonly when: number;
  readonly from: { readonly id: string; readonly name: string };
}

/** Where and as whom: the portal and session, and the hub's origin for the events service. */
export interface FollowActivityOptions extends EntityRequestOptions {
  readonly hubUrl?: string;
  readonly signal?: AbortSignal;
}

const PER_ENTITY = 10;

/**
 * The sites and initiatives the signed-in person follows: the followers groups they belong to, each with the entity
 * it follows (those they can no longer see are left out) and when they joined it.
 *
 * @example
 * const followed = await fetchFollowedEntities({ portal, authentication });
 */
export async function fetchFollowedEntities(options: FollowActivityOptions): Promise<FollowedEntity[]> {
  const self = await getCommunitySelf(options);
  const groups = (self.groups ?? []).flatMap((group) => {
    const followed = followedEntityOf(group);
    return followed ? [{ group, followed }] : [];
  });
  const found = await Promise.all(
    groups.map(async ({ group, followed }) => {
      try {
        const [entity, members] = await Promise.all([
          fetchEntity(followed.kind, followed.id, options),
          getGroupUserList(group.id, { name: self.username, num: 1 }, options),
        ]);
        const since = members.users.find((m) => m.username === self.username)?.joined ?? 0;
        const href = followed.kind === 'initiative' ? `/initiatives/${entity.id}` : '/';
        const scope = entity.catalog.scopes.item?.filters ?? [];
        return [{ kind: followed.kind, id: entity.id, name: entity.name, groupId: group.id, since, href, scope }];
      } catch {
        return [];
      }
    }),
  );
  return found.flat().sort((a, b) => b.since - a.since);
}

/**
 * What the followed sites and initiatives published since the person followed each (issue 19): items that entered
 * an initiative's or site's catalog, events it runs and posts on its discussion board, newest first. Only what the
 * person may see is found.
 *
 * @example
 * const activity = await fetchFollowActivity(followed, { portal, authentication, hubUrl });
 */
export async function fetchFollowActivity(
  followed: readonly FollowedEntity[],
  options: FollowActivityOptions,
): Promise<FollowActivity[]> {
  const now = Date.now();
  const lists = await Promise.all(
    followed.map(async (entry): Promise<FollowActivity[]> => {
      // The entity was read with its followers group (`fetchFollowedEntities`): not again here.
      const from = { id: entry.id, name: entry.name };
      const scope = entry.scope;
      const items =
        scope.length === 0
          ? []
          : await hubSearch(
              {
                targetEntity: 'item',
                filters: [...scope, { predicates: [{ created: { type: 'range', from: entry.since, to: now } }] }],
                num: PER_ENTITY,
                sortField: 'created',
                sortOrder: 'desc',
              },
              { requestOptions: options },
            ).then(
              (page) =>
                page.results
                  .filter((item) => item.id !== entry.id)
                  .map((item): FollowActivity => ({
                    id: item.id,
                    kind: 'content',
                    title: item.name,
                    type: item.type,
                    href: item.links.siteRelative,
                    when: item.createdDate.getTime(),
                    from,
                  })),
              () => [],
            );
      const events = options.hubUrl
        ? await searchEvents(
            { entityIds: [entry.id], num: PER_ENTITY, sortBy: 'createdAt', sortOrder: 'desc' },
            { hubUrl: options.hubUrl, ...(options.authentication ? { authentication: options.authentication } : {}) },
          ).then(
            (page) =>
              page.items
                .map((record) => eventFromService(record, now))
                .filter((event) => event.createdDate.getTime() >= entry.since)
                .map((event): FollowActivity => ({
                  id: event.id,
                  kind: 'event',
                  title: event.name,
                  type: 'Event',
                  href: `/events/${event.slug}`,
                  when: event.createdDate.getTime(),
                  from,
                })),
            () => [],
          )
        : [];
      const posts = options.hubUrl
        ? await searchPosts(
            {
              discussion: `hub://item/${entry.id}`,
              parents: ['null'],
              status: ['approved'],
              sortBy: 'createdAt',
              sortOrder: 'DESC',
              num: PER_ENTITY,
            },
            { hubUrl: options.hubUrl, ...(options.authentication ? { authentication: options.authentication } : {}) },
          ).then(
            (page) =>
              page.items
                .filter((post) => Date.parse(post.createdAt) >= entry.since)
                .map((post): FollowActivity => ({
                  id: post.id,
                  kind: 'post',
                  title: post.title?.trim() || postExcerpt(post.body),
                  type: 'Post',
                  href: entry.href,
                  when: Date.parse(post.createdAt),
                  from,
                })),
            () => [],
          )
        : [];
      return [...items, ...events, ...posts];
    }),
  );
  return lists.flat().sort((a, b) => b.when - a.when);
}

/** The first words of a post without a title (Markdown marks left out). */
function postExcerpt(body: string): string {
  const text = body
    .replace(/[#*_>`[\]()!]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

/**
 * How many activities arrived after the list was last read.
 *
 * @example
 * unreadCount(activity, settings.notifications?.lastRead); // 2
 */
export function unreadCount(activity: readonly FollowActivity[], lastRead: number | undefined): number {
  return activity.filter((a) => a.when > (lastRead ?? 0)).length;
}
