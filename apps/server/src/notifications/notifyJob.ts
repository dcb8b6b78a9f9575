import type { Insertable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { EmailPreference, NotificationKind, NotificationTable } from '../db/notificationTables.ts';
import { newId } from '../db/newId.ts';
import { insertJob } from '../db/repositories/jobRepository.ts';
import {
  findNotificationPreferencesOf,
  lockNotificationPreferences,
  setDigestDue,
} from '../db/repositories/notificationPreferenceRepository.ts';
import { insertNotifications } from '../db/repositories/notificationRepository.ts';
import { JobFailure, type JobHandler } from '../jobs/jobRunner.ts';
import { nextDigestAt } from '../mail/nextDigestAt.ts';
import { callerOfUser } from './callerOfUser.ts';
import { notificationAudience } from './notificationAudience.ts';
import { notificationCauseSchema } from './notificationCause.ts';

/** The job types that send e-mail about notifications. */
export const MAIL_NOTIFICATION_JOB = 'mail-notification';
export const MAIL_DIGEST_JOB = 'mail-digest';

/** The preference that turns a kind of notification off: an event's change and its cancellation are one. */
export function preferenceKindOf(kind: NotificationKind): 'content' | 'version' | 'event' | 'reply' {
  return kind === 'event-changed' || kind === 'event-canceled' ? 'event' : kind;
}

/** What a notification's e-mail will be, from the person's preference, when e-mail is on at all. */
function emailStateOf(preference: EmailPreference, mailOn: boolean): NotificationTable['email'] {
  if (!mailOn || preference === 'off') return 'none';
  return preference === 'instant' ? 'instant' : 'digest';
}

/**
 * The fan-out (ADR 0206): reads a cause's audience, keeps those who may read what it is about (checked as each of
 * them) and who have not turned its kind off, and stores one notification each — with its e-mail queued at once or
 * for their digest — in one transaction. A notification already stored for a person and cause is not stored again,
 * so a run repeated after a crash tells nobody twice.
 *
 * @example
 * const handlers = { [NOTIFY_JOB]: notifyJob({ mailOn: true, digestHourUtc: 7, linkOrigin: 'http://localhost:3000' }) };
 */
export function notifyJob(options: {
  readonly mailOn: boolean;
  readonly digestHourUtc: number;
  readonly linkOrigin: string;
}): JobHandler {
  return async ({ db, job, now, report }) => {
    const parsed = notificationCauseSchema.safeParse(job.params);
    if (!parsed.success) throw new JobFailure('The notification job names no cause Plaza knows.');
    const cause = parsed.data;
    const audience = await notificationAudience(db, cause, options.linkOrigin);
    if (!audience) return { result: { told: 0 }, progress: {} };
    const readers = [];
    for (const [index, recipient] of audience.recipients.entries()) {
      const reader = await callerOfUser(db, recipient.username);
      if (reader && (await audience.canRead(reader))) readers.push(recipient);
      if (index % 200 === 199) await report({ checked: index + 1 });
    }
    const preferences = await findNotificationPreferencesOf(
      db,
      readers.map((r) => r.username),
    );
    const kindKey = preferenceKindOf(audience.kind);
    const rows: Insertable<NotificationTable>[] = readers.flatMap((recipient) => {
      const preference = preferences.get(recipient.username);
      if (preference?.kinds[kindKey] === false) return [];
      return [
        {
          id: newId(),
          username: recipient.username,
          kind: audience.kind,
          dedupe_key: audience.dedupeKey,
          subject_id: audience.subjectId,
          title: audience.title,
          href: recipient.href,
          source_name: recipient.sourceName,
          actor: cause.actor,
          created: cause.at,
          read_at: null,
          email: emailStateOf(preference?.email ?? 'instant', options.mailOn),
        },
      ];
    });
    const stored = await db.transaction().execute(async (trx) => {
      const inserted = await insertNotifications(trx, rows);
      for (const row of inserted) {
        if (row.email === 'instant') await queueMail(trx, MAIL_NOTIFICATION_JOB, row.username, { id: row.id }, now());
        if (row.email === 'digest') await queueDigest(trx, row.username, now(), options.digestHourUtc);
      }
      return inserted.length;
    });
    return { result: { told: stored }, progress: { checked: audience.recipients.length } };
  };
}

async function queueMail(trx: Db, type: string, owner: string, params: Record<string, unknown>, now: number) {
  await insertJob(trx, { id: newId(), type, itemId: null, owner, params, now });
}

/**
 * Makes sure a digest job is queued for the person: their preferences row is locked, so the digest job (which clears
 * `digest_due` when it sends) and this agree on whether one waits.
 */
export async function queueDigest(trx: Db, username: string, now: number, hourUtc: number): Promise<void> {
  const preference = await lockNotificationPreferences(trx, username, now);
  if (preference.digest_due !== null) return;
  const due = nextDigestAt(now, hourUtc);
  await setDigestDue(trx, username, due);
  await insertJob(trx, {
    id: newId(),
    type: MAIL_DIGEST_JOB,
    itemId: null,
    owner: username,
    params: { username },
    now,
    runAfter: due,
  });
}
