import { eventVisibility } from '../access/eventVisibility.ts';
import { itemVisibility } from '../access/itemVisibility.ts';
import type { UserCaller } from '../auth/caller.ts';
import type { Db } from '../db/database.ts';
import type { NotificationKind } from '../db/notificationTables.ts';
import { findVisibleEvent } from '../db/repositories/eventRepository.ts';
import { findVisibleItem } from '../db/repositories/itemRepository.ts';
import { listNotificationFollowers } from '../db/repositories/notificationFollowRepository.ts';
import {
  findEventHead,
  findItemHeads,
  findReplyHeads,
  listEventRegistrants,
} from '../db/repositories/notificationRecipientRepository.ts';
import { findVisiblePost } from '../db/repositories/postRepository.ts';
import type { NotificationCause } from './notificationCause.ts';
import type { Recipient } from './recipient.ts';
import { siteFollowers } from './siteFollowers.ts';

/** Who a cause concerns and what they are told; `canRead` asks whether one of them may read what it is about. */
export interface Audience {
  readonly kind: NotificationKind;
  readonly subjectId: string;
  readonly title: string;
  readonly dedupeKey: string;
  readonly recipients: readonly Recipient[];
  canRead(reader: UserCaller): Promise<boolean>;
}

/** The page of an item on a site: initiatives and projects have their own family path, other items `/content/`. */
function itemPath(id: string, type: string): string {
  if (type === 'Hub Initiative') return `/initiatives/${id}`;
  if (type === 'Hub Project') return `/projects/${id}`;
  return `/content/${id}`;
}

/**
 * The people a cause concerns, before their preferences and their right to read are checked (ADR 0206): for a shared
 * item, the followers of each site, initiative or project whose catalog now holds it; for a new version, the item's
 * followers; for an event's change or cancellation, its registrants and its followers; for a
 * reply, the author of the post it answers. The one who caused it is never told.
 *
 * @example
 * const audience = await notificationAudience(db, cause, 'http://localhost:3000');
 */
export async function notificationAudience(
  db: Db,
  cause: NotificationCause,
  defaultOrigin: string,
): Promise<Audience | undefined> {
  const origin = cause.origin ?? defaultOrigin;
  const except = (list: readonly Recipient[]) => list.filter((r) => r.username !== cause.actor);
  switch (cause.kind) {
    case 'item-shared': {
      const item = (await findItemHeads(db, [cause.itemId])).get(cause.itemId);
      if (!item) return undefined;
      const path = itemPath(item.id, item.type);
      return {
        kind: 'content',
        subjectId: item.id,
        title: item.title,
        dedupeKey: `content:${item.id}`,
        recipients: except(await siteFollowers(db, item, path, origin)),
        canRead: async (reader) => (await findVisibleItem(db, item.id, itemVisibility(reader))) !== undefined,
      };
    }
    case 'item-version': {
      const item = (await findItemHeads(db, [cause.itemId])).get(cause.itemId);
      if (!item) return undefined;
      const href = `${origin}${itemPath(item.id, item.type)}`;
      const followers = await listNotificationFollowers(db, { kind: 'item', id: item.id });
      return {
        kind: 'version',
        subjectId: item.id,
        title: item.title,
        dedupeKey: `version:${item.id}:${cause.at}`,
        recipients: except(followers.map((username) => ({ username, href, sourceName: item.title }))),
        canRead: async (reader) => (await findVisibleItem(db, item.id, itemVisibility(reader))) !== undefined,
      };
    }
    case 'event-changed': {
      const event = await findEventHead(db, cause.eventId);
      if (!event) return undefined;
      const href = `${origin}/events/${event.id}`;
      const registrants = await listEventRegistrants(db, event.id);
      const followers = await listNotificationFollowers(db, { kind: 'event', id: event.id });
      const people = [...new Set([...registrants, ...followers])];
      return {
        kind: cause.canceled ? 'event-canceled' : 'event-changed',
        subjectId: event.id,
        title: event.title,
        dedupeKey: `event:${event.id}:${cause.at}`,
        recipients: except(people.map((username) => ({ username, href, sourceName: event.title }))),
        canRead: async (reader) =>
          (await findVisibleEvent(db, event.id, eventVisibility(reader), reader.username)) !== undefined,
      };
    }
    case 'post-reply': {
      const heads = await findReplyHeads(db, cause.postId);
      if (!heads || heads.reply.status !== 'approved' || !heads.parent.creator) return undefined;
      const target = /^hub:\/\/item\/([0-9a-f]{32})$/.exec(heads.reply.discussion ?? '')?.[1];
      const href = `${origin}${target ? `/content/${target}` : '/'}#post-${heads.parent.id}`;
      const title = heads.parent.title ?? heads.parent.body.slice(0, 120);
      return {
        kind: 'reply',
        subjectId: heads.reply.id,
        title,
        dedupeKey: `reply:${heads.reply.id}`,
        recipients: except([{ username: heads.parent.creator, href, sourceName: title }]),
        canRead: async (reader) => (await findVisiblePost(db, reader, heads.reply.id)) !== undefined,
      };
    }
  }
}
