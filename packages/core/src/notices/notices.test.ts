import { describe, expect, it } from 'vitest';
import { newUserHubSettings } from '../settings/newUserHubSettings.ts';
import {
  dismissedInSettings,
  NOTICES_STORE_KEY,
  readDismissedNotices,
  withDismissedNotice,
  withRestoredNotice,
  writeDismissedNotices,
} from './dismissedNotices.ts';
import { hubNoticeSchema, readNotices } from './hubNotice.ts';
import { noticeProblems } from './noticeProblems.ts';
import { getNoticeById, isNoticeShown, noticeEnd, visibleNotices } from './noticeVisibility.ts';

const NOW = Date.UTC(2026, 10, 26, 12);
const notice = hubNoticeSchema.parse({ id: 'outage', configuration: { kind: 'warning', message: 'The API is slow.' } });
const anywhere = { now: NOW, place: 'home' as const, dismissed: [], granted: () => false };

function memoryStorage(): Storage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, v),
  };
}

describe('notices', () => {
  it('defaults to dismissable, shown by itself, everywhere, for everyone', () => {
    expect(notice).toMatchObject({ dismissable: true, autoShow: true, actions: [], permissions: [], places: [] });
    expect(isNoticeShown(notice, anywhere)).toBe(true);
  });

  it('hides a notice dismissed in either list, and after its end date', () => {
    expect(isNoticeShown(notice, { ...anywhere, dismissed: ['outage'] })).toBe(false);
    // A date ends at the end of that day (UTC); a date-time at that moment.
    expect(noticeEnd({ endDate: '2026-11-26' })).toBe(Date.UTC(2026, 10, 27));
    expect(isNoticeShown({ ...notice, endDate: '2026-11-26' }, anywhere)).toBe(true);
    expect(isNoticeShown({ ...notice, endDate: '2026-11-25' }, anywhere)).toBe(false);
    expect(isNoticeShown({ ...notice, endDate: '2026-11-26T11:59:00Z' }, anywhere)).toBe(false);
    expect(isNoticeShown({ ...notice, endDate: 'soon' }, anywhere)).toBe(true);
  });

  it('shows a notice only in its places (site means every site page) and to holders of its permissions', () => {
    expect(isNoticeShown({ ...notice, places: ['search'] }, anywhere)).toBe(false);
    expect(isNoticeShown({ ...notice, places: ['site'] }, anywhere)).toBe(true);
    expect(isNoticeShown({ ...notice, places: ['site'] }, { ...anywhere, place: 'workspace' })).toBe(false);
    const gated = { ...notice, permissions: ['hub:feature:workspace'] };
    expect(isNoticeShown(gated, anywhere)).toBe(false);
    expect(isNoticeShown(gated, { ...anywhere, granted: (p) => p === 'hub:feature:workspace' })).toBe(true);
    expect(visibleNotices([notice, gated], anywhere).map((n) => n.id)).toEqual(['outage']);
  });

  it('finds a notice by id, and names the one it cannot find', () => {
    expect(getNoticeById([notice], 'outage')).toBe(notice);
    expect(() => getNoticeById([notice], 'nope')).toThrow('Notice with id nope not found');
  });

  it('reads stored notices, leaving out the ones that do not parse', () => {
    expect(readNotices([notice, { id: '' }, 'x']).map((n) => n.id)).toEqual(['outage']);
    expect(readNotices(undefined)).toEqual([]);
  });

  it('keeps dismissed ids in browser storage as base64 JSON under ESRI_HUB_NOTICES', () => {
    const storage = memoryStorage();
    expect(readDismissedNotices(storage)).toEqual([]);
    writeDismissedNotices(storage, ['outage', 'été', 'outage']);
    expect(JSON.parse(atob(storage.data.get(NOTICES_STORE_KEY)!))).toEqual(['outage', 'Ã©tÃ©']);
    expect(readDismissedNotices(storage)).toEqual(['outage', 'été']);
    storage.setItem(NOTICES_STORE_KEY, 'not base64 json');
    expect(readDismissedNotices(storage)).toEqual([]);
  });

  it('dismisses and restores in the user settings', () => {
    const settings = newUserHubSettings('casey');
    const dismissed = withDismissedNotice(withDismissedNotice(settings, 'outage'), 'outage');
    expect(dismissedInSettings(dismissed)).toEqual(['outage']);
    expect(dismissedInSettings(withRestoredNotice(dismissed, 'outage'))).toEqual([]);
    expect(withRestoredNotice(dismissed, 'outage').history).toEqual(settings.history);
  });

  it('names what is wrong with a notice before it is saved', () => {
    const context = { now: NOW, otherIds: ['taken'] };
    expect(noticeProblems(notice, context)).toEqual([]);
    expect(
      noticeProblems(
        {
          ...notice,
          id: 'taken',
          endDate: '2026-11-25',
          configuration: { ...notice.configuration, message: ' ' },
          actions: [
            { label: 'Read', href: 'javascript:alert(1)' },
            { label: '', href: '/x' },
          ],
        },
        context,
      ),
    ).toEqual(['id-taken', 'message-required', 'end-date-past', 'action-address-unsafe', 'action-incomplete']);
    expect(noticeProblems({ ...notice, endDate: 'next week' }, context)).toEqual(['end-date-invalid']);
    expect(noticeProblems({ ...notice, actions: [{ label: 'Status', href: '//evil.test' }] }, context)).toEqual([
      'action-address-unsafe',
    ]);
  });
});
