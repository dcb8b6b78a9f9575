import { z } from 'zod';

/**
 * What happened that people may be told of (issue 43 item 6, ADR 0206): an item shared where followers see it, a new
 * version of an item, an event changed or cancelled by its organisers, a reply to a post. `origin`, when given, is the
 * address links point to (else the deployment's public address; a followed site's links use its own); `at` its moment.
 */
export const notificationCauseSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('item-shared'),
    itemId: z.string(),
    actor: z.string(),
    origin: z.string().optional(),
    at: z.number(),
  }),
  z.object({
    kind: z.literal('item-version'),
    itemId: z.string(),
    actor: z.string(),
    origin: z.string().optional(),
    at: z.number(),
  }),
  z.object({
    kind: z.literal('event-changed'),
    eventId: z.string(),
    canceled: z.boolean(),
    actor: z.string(),
    origin: z.string().optional(),
    at: z.number(),
  }),
  z.object({
    kind: z.literal('post-reply'),
    postId: z.string(),
    actor: z.string(),
    origin: z.string().optional(),
    at: z.number(),
  }),
]);

export type NotificationCause = z.infer<typeof notificationCauseSchema>;
