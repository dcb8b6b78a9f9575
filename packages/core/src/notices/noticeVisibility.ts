import { HubError } from '../errors/HubError.ts';
import type { HubNotice, NoticePlace } from './hubNotice.ts';

/** The parts of a notice that decide whether it shows. */
export interface NoticeTerms {
  readonly id: string;
  readonly endDate?: string | undefined;
  readonly permissions: readonly string[];
  readonly places: readonly NoticePlace[];
}

/** What decides whether a notice shows: the moment, where the visitor is, what they dismissed, what they may do. */
export interface NoticeConditions {
  readonly now: number;
  readonly place: NoticePlace;
  /** Ids dismissed in this browser and, signed in, in the user's settings. */
  readonly dismissed: readonly string[];
  /** Whether the visitor holds a permission; anonymous visitors hold none that a notice can require. */
  readonly granted: (permission: string) => boolean;
}

/**
 * When a notice ends, in epoch milliseconds; a date without a time ends at the end of that day (UTC).
 *
 * @example
 * noticeEnd({ ...notice, endDate: '2026-12-31' }); // Date.UTC(2027, 0, 1)
 */
export function noticeEnd(notice: Pick<NoticeTerms, 'endDate'>): number | undefined {
  if (!notice.endDate) return undefined;
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(notice.endDate);
  const at = Date.parse(dateOnly ? `${notice.endDate}T00:00:00Z` : notice.endDate);
  if (!Number.isFinite(at)) return undefined;
  return dateOnly ? at + 24 * 60 * 60 * 1000 : at;
}

/**
 * Whether a notice shows (spec 3 §4): not when its id is dismissed in either list, not after its end date, not where
 * its places do not include the visitor's place (`site` means every page of a site), and only to those who hold every
 * permission it requires.
 *
 * @example
 * isNoticeShown(notice, { now: Date.now(), place: 'home', dismissed: [], granted: () => false });
 */
export function isNoticeShown(notice: NoticeTerms, conditions: NoticeConditions): boolean {
  if (conditions.dismissed.includes(notice.id)) return false;
  const end = noticeEnd(notice);
  if (end !== undefined && conditions.now >= end) return false;
  if (notice.places.length > 0) {
    const onSite = conditions.place !== 'workspace' && notice.places.includes('site');
    if (!onSite && !notice.places.includes(conditions.place)) return false;
  }
  return notice.permissions.every((permission) => conditions.granted(permission));
}

/**
 * The notices that show, in their order.
 *
 * @example
 * visibleNotices(site.notices, conditions).map((n) => n.id);
 */
export function visibleNotices<N extends NoticeTerms>(notices: readonly N[], conditions: NoticeConditions): N[] {
  return notices.filter((notice) => isNoticeShown(notice, conditions));
}

/**
 * One notice by id; an unknown id throws "Notice with id {id} not found" (spec 3 §8).
 *
 * @example
 * getNoticeById(site.notices, 'outage').configuration.message;
 */
export function getNoticeById(notices: readonly HubNotice[], id: string): HubNotice {
  const found = notices.find((notice) => notice.id === id);
  if (!found) throw new HubError('NOTICE_NOT_FOUND', `Notice with id ${id} not found`);
  return found;
}
