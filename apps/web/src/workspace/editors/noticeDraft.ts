import { hubNoticeSchema, type HubNotice, type NoticeKind, type NoticePlace } from '@plaza/core';

/** What the notice form edits, as text fields. */
export interface NoticeDraft {
  readonly id: string;
  readonly kind: NoticeKind;
  readonly title: string;
  readonly message: string;
  /** `YYYY-MM-DD`, or '' for no end. */
  readonly endDate: string;
  readonly dismissable: boolean;
  readonly autoShow: boolean;
  readonly places: readonly NoticePlace[];
  /** One required permission, or ''. */
  readonly permission: string;
  readonly actionLabel: string;
  readonly actionHref: string;
}

/**
 * A blank draft with an id made from the moment (ids must stay unique: a dismissal is remembered by id).
 *
 * @example
 * newNoticeDraft(Date.now()).id; // "notice-m3x9k2"
 */
export function newNoticeDraft(now: number): NoticeDraft {
  return {
    id: `notice-${now.toString(36)}`,
    kind: 'info',
    title: '',
    message: '',
    endDate: '',
    dismissable: true,
    autoShow: true,
    places: ['site'],
    permission: '',
    actionLabel: '',
    actionHref: '',
  };
}

/** The draft of a stored notice. */
export function noticeDraftOf(notice: HubNotice): NoticeDraft {
  const action = notice.actions[0];
  return {
    id: notice.id,
    kind: notice.configuration.kind,
    title: notice.configuration.title ?? '',
    message: notice.configuration.message,
    endDate: notice.endDate ?? '',
    dismissable: notice.dismissable,
    autoShow: notice.autoShow,
    places: notice.places,
    permission: notice.permissions[0] ?? '',
    actionLabel: action?.label ?? '',
    actionHref: action?.href ?? '',
  };
}

/**
 * The notice a draft describes; an action needs both a label and an address (one without the other is kept so the
 * checks can name it).
 *
 * @example
 * noticeOfDraft({ ...draft, message: 'The API is slow today.' }).configuration.message;
 */
export function noticeOfDraft(draft: NoticeDraft): HubNotice {
  const label = draft.actionLabel.trim();
  const href = draft.actionHref.trim();
  return hubNoticeSchema.parse({
    id: draft.id.trim(),
    dismissable: draft.dismissable,
    autoShow: draft.autoShow,
    ...(draft.endDate ? { endDate: draft.endDate } : {}),
    configuration: {
      kind: draft.kind,
      ...(draft.title.trim() ? { title: draft.title.trim() } : {}),
      // The schema wants a message; an empty one is reported by the checks, not thrown here.
      message: draft.message.trim() || ' ',
    },
    actions: label || href ? [{ label: label || ' ', href: href || ' ' }] : [],
    permissions: draft.permission ? [draft.permission] : [],
    places: draft.places,
  });
}
