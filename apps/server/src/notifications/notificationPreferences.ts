import { z } from 'zod';
import type { NotificationPreferenceRow } from '../db/repositories/notificationPreferenceRepository.ts';

/** The kinds a person can turn off, each on by default. */
export const PREFERENCE_KINDS = ['content', 'version', 'event', 'reply'] as const;

/** A person's preferences as the API reads and writes them. */
export interface NotificationPreferencesJson {
  readonly email: 'off' | 'instant' | 'daily';
  readonly kinds: Readonly<Record<(typeof PREFERENCE_KINDS)[number], boolean>>;
  /** False when the deployment sends no e-mail (no `SMTP_URL`): the e-mail choice is kept but has no effect. */
  readonly emailAvailable: boolean;
}

/** The body of `PUT /preferences`: either part, or both. */
export const preferencesInputSchema = z
  .strictObject({
    email: z.enum(['off', 'instant', 'daily'], 'email must be off, instant or daily.').optional(),
    kinds: z
      .strictObject(
        Object.fromEntries(PREFERENCE_KINDS.map((k) => [k, z.boolean(`kinds.${k} must be true or false.`).optional()])),
      )
      .optional(),
  })
  .refine((v) => v.email !== undefined || v.kinds !== undefined, 'Send email, kinds or both.');

/**
 * A person's stored preferences (or the defaults: e-mail at once, every kind on) as JSON.
 *
 * @example
 * presentPreferences(undefined, true); // { email: 'instant', kinds: { content: true, … }, emailAvailable: true }
 */
export function presentPreferences(
  row: NotificationPreferenceRow | undefined,
  emailAvailable: boolean,
): NotificationPreferencesJson {
  const kinds = Object.fromEntries(PREFERENCE_KINDS.map((k) => [k, row?.kinds[k] !== false])) as Record<
    (typeof PREFERENCE_KINDS)[number],
    boolean
  >;
  return { email: row?.email ?? 'instant', kinds, emailAvailable };
}
