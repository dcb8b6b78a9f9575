import { sanitizeUrl, type HubNotice } from '@plaza/core';

/** A notice as a page draws it: its text as written (drawn as text, never HTML) and only safe action links. */
export interface NoticeView {
  readonly id: string;
  readonly kind: HubNotice['configuration']['kind'];
  readonly title: string;
  readonly message: string;
  readonly dismissable: boolean;
  readonly autoShow: boolean;
  readonly endDate?: string;
  readonly permissions: readonly string[];
  readonly places: readonly HubNotice['places'][number][];
  readonly actions: readonly { readonly label: string; readonly href: string }[];
}

/**
 * The views of a site's notices: action links pass the URL sanitiser (a `javascript:` link is dropped).
 *
 * @example
 * noticeViewsOf(site.notices)[0].actions; // [{ label: 'Service status', href: 'https://status.example.org' }]
 */
export function noticeViewsOf(notices: readonly HubNotice[]): NoticeView[] {
  return notices.map((notice) => ({
    id: notice.id,
    kind: notice.configuration.kind,
    title: notice.configuration.title ?? '',
    message: notice.configuration.message,
    dismissable: notice.dismissable,
    autoShow: notice.autoShow,
    ...(notice.endDate ? { endDate: notice.endDate } : {}),
    permissions: notice.permissions,
    places: notice.places,
    actions: notice.actions.flatMap((action) => {
      const href = sanitizeUrl(action.href);
      return href ? [{ label: action.label, href }] : [];
    }),
  }));
}
