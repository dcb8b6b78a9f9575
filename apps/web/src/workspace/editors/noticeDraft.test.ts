import { noticeProblems } from '@plaza/core';
import { describe, expect, it } from 'vitest';
import { newNoticeDraft, noticeDraftOf, noticeOfDraft } from './noticeDraft.ts';

const NOW = Date.UTC(2026, 10, 26);

describe('notice drafts', () => {
  it('round-trips a notice through its draft', () => {
    const draft = {
      ...newNoticeDraft(NOW),
      title: ' Outage ',
      message: 'The API is down.',
      kind: 'danger' as const,
      endDate: '2026-12-01',
      permission: 'hub:feature:workspace',
      actionLabel: 'Status',
      actionHref: 'https://status.example.org',
      places: ['home' as const],
    };
    const notice = noticeOfDraft(draft);
    expect(notice).toMatchObject({
      id: draft.id,
      endDate: '2026-12-01',
      configuration: { kind: 'danger', title: 'Outage', message: 'The API is down.' },
      actions: [{ label: 'Status', href: 'https://status.example.org' }],
      permissions: ['hub:feature:workspace'],
      places: ['home'],
    });
    expect(noticeDraftOf(notice)).toEqual({ ...draft, title: 'Outage' });
  });

  it('keeps what the checks must refuse: no message, an end in the past, half an action', () => {
    const notice = noticeOfDraft({ ...newNoticeDraft(NOW), endDate: '2026-11-01', actionLabel: 'Read more' });
    expect(noticeProblems(notice, { now: NOW, otherIds: [] })).toEqual([
      'message-required',
      'end-date-past',
      'action-incomplete',
    ]);
  });
});
