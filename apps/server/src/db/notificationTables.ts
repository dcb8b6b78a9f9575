import type { ColumnType, Generated } from 'kysely';

// Tables of notifications and account links (migrations 0190, 0191; ADR 0206, 0207). Listed in `Database`.

/** What a notification tells: new content, a new version, an event changed or cancelled, a reply to one's post. */
export type NotificationKind = 'content' | 'version' | 'event-changed' | 'event-canceled' | 'reply';

/** Where its e-mail stands: none to send, queued at once, waiting for the digest, sent. */
export type NotificationEmailState = 'none' | 'instant' | 'digest' | 'sent';

/** A person's e-mail preference. */
export type EmailPreference = 'off' | 'instant' | 'daily';

export interface NotificationTable {
  id: string;
  username: string;
  kind: NotificationKind;
  /** One per person and cause: the cause's key (`content:{item}:{time}`…). */
  dedupe_key: string;
  subject_id: string;
  title: string;
  /** An absolute link to what it is about. */
  href: string;
  /** What the person follows that this came through (a site's, an initiative's, an event's name…). */
  source_name: string;
  actor: string | null;
  created: number;
  read_at: number | null;
  email: NotificationEmailState;
}

export interface NotificationPreferenceTable {
  username: string;
  email: Generated<EmailPreference>;
  /** Kinds turned off (`{ "reply": false }`); absent kinds are on. */
  kinds: ColumnType<Record<string, boolean>, string | undefined, string>;
  digest_due: number | null;
  modified: number;
}

export interface NotificationFollowTable {
  username: string;
  target_kind: 'item' | 'event';
  target_id: string;
  created: number;
}

export interface AccountTokenTable {
  id: string;
  purpose: 'reset' | 'signup';
  username: string;
  org_id: string;
  email: string;
  payload: ColumnType<Record<string, unknown>, string | undefined, string>;
  token_hash: string | null;
  /** The origin the person asked from: their link goes back there. */
  link_origin: string;
  locale: string;
  created: number;
  expires: number;
  used_at: number | null;
}
