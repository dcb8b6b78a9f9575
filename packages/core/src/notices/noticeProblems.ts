import type { HubNotice } from './hubNotice.ts';
import { noticeEnd } from './noticeVisibility.ts';

/** What can be wrong with a notice an editor wrote. */
export type NoticeProblem =
  | 'id-required'
  | 'id-taken'
  | 'message-required'
  | 'end-date-invalid'
  | 'end-date-past'
  | 'action-incomplete'
  | 'action-address-unsafe';

/**
 * What is wrong with a notice before it is saved: an id unique among the others, a message, an end date that is a
 * date and still ahead, and actions with a label and an http(s) or site-relative address.
 *
 * @example
 * noticeProblems({ ...notice, endDate: '2020-01-01' }, { now: Date.now(), otherIds: [] }); // ["end-date-past"]
 */
export function noticeProblems(
  notice: HubNotice,
  context: { readonly now: number; readonly otherIds: readonly string[] },
): NoticeProblem[] {
  const problems: NoticeProblem[] = [];
  if (!notice.id.trim()) problems.push('id-required');
  else if (context.otherIds.includes(notice.id)) problems.push('id-taken');
  if (!notice.configuration.message.trim()) problems.push('message-required');
  if (notice.endDate) {
    const end = noticeEnd(notice);
    if (end === undefined) problems.push('end-date-invalid');
    else if (end <= context.now) problems.push('end-date-past');
  }
  for (const action of notice.actions) {
    if (!action.label.trim() || !action.href.trim()) problems.push('action-incomplete');
    else if (!/^(https?:\/\/|\/(?!\/))/i.test(action.href.trim())) problems.push('action-address-unsafe');
  }
  return [...new Set(problems)];
}
