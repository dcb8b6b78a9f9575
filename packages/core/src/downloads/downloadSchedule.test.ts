import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextScheduledRun, syncDownloadSchedule, type DownloadSchedule } from './downloadSchedule.ts';

const at = (iso: string) => new Date(iso);
const next = (schedule: Omit<DownloadSchedule, 'mode'>, after: string) =>
  nextScheduledRun({ mode: 'scheduled', ...schedule }, at(after))?.toISOString();

describe('nextScheduledRun', () => {
  it('runs daily at the zone’s wall-clock hour, across daylight saving', () => {
    expect(next({ cadence: 'daily', hour: 2, timezone: 'America/Los_Angeles' }, '2026-06-10T12:00:00Z')).toBe(
      '2026-06-11T09:00:00.000Z',
    );
    // Winter: the same 2 a.m. is an hour later in UTC.
    expect(next({ cadence: 'daily', hour: 2, timezone: 'America/Los_Angeles' }, '2026-12-10T12:00:00Z')).toBe(
      '2026-12-11T10:00:00.000Z',
    );
    // Strictly after: at the run time itself, the next day.
    expect(next({ cadence: 'daily', hour: 0, timezone: 'UTC' }, '2026-06-10T00:00:00Z')).toBe(
      '2026-06-11T00:00:00.000Z',
    );
  });

  it('runs weekly on its day, monthly on its date (or the month’s last), yearly on its month and date', () => {
    // 2026-06-10 is a Wednesday; Monday is day 1.
    expect(next({ cadence: 'weekly', day: 1, hour: 6, timezone: 'UTC' }, '2026-06-10T12:00:00Z')).toBe(
      '2026-06-15T06:00:00.000Z',
    );
    expect(next({ cadence: 'monthly', date: 31, hour: 0, timezone: 'UTC' }, '2026-06-10T12:00:00Z')).toBe(
      '2026-06-30T00:00:00.000Z',
    );
    expect(
      next({ cadence: 'yearly', month: 0, date: 1, hour: 3, timezone: 'Europe/Lisbon' }, '2026-06-10T12:00:00Z'),
    ).toBe('2027-01-01T03:00:00.000Z');
  });

  it('has no next run for automatic and manual schedules', () => {
    expect(nextScheduledRun({ mode: 'automatic' }, new Date())).toBeUndefined();
    expect(nextScheduledRun({ mode: 'manual', cadence: 'daily' }, new Date())).toBeUndefined();
  });
});

describe('syncDownloadSchedule (spec 2 §4)', () => {
  const calls: { method: string; url: string; body?: unknown }[] = [];
  let stored: DownloadSchedule | undefined;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const method = init.method ?? 'GET';
    calls.push({ method, url, ...(init.body ? { body: JSON.parse(String(init.body)) } : {}) });
    if (method === 'GET' && !stored) {
      return new Response(
        JSON.stringify({ error: { title: 'Not Found', detail: 'Download schedule not found for item x' } }),
        {
          status: 404,
        },
      );
    }
    return new Response(JSON.stringify(method === 'GET' ? stored : {}), { status: 200 });
  });
  afterEach(() => {
    calls.length = 0;
  });
  const options = { hubUrl: 'https://hub.example.org', authentication: 'tok' };

  it('does nothing for an automatic schedule where none is stored, and says so with a 404', async () => {
    stored = undefined;
    expect(await syncDownloadSchedule('x', { mode: 'automatic' }, options)).toEqual({
      status: 404,
      message: 'Download schedule not found for item x',
    });
    expect(calls.map((c) => c.method)).toEqual(['GET']);
    expect(new URL(calls[0]!.url).searchParams.get('token')).toBe('tok');
  });

  it('needs nothing for an equal schedule, deletes for automatic, and posts the rest without mode unless manual', async () => {
    stored = { mode: 'scheduled', cadence: 'daily', hour: 2, timezone: 'UTC' };
    await syncDownloadSchedule('x', { ...stored }, options);
    expect(calls.map((c) => c.method)).toEqual(['GET']);
    calls.length = 0;
    await syncDownloadSchedule('x', { mode: 'automatic' }, options);
    expect(calls.map((c) => c.method)).toEqual(['GET', 'DELETE']);
    calls.length = 0;
    await syncDownloadSchedule(
      'x',
      { mode: 'scheduled', cadence: 'weekly', day: 1, hour: 2, timezone: 'UTC' },
      options,
    );
    expect(calls[1]).toMatchObject({
      method: 'POST',
      body: { itemId: 'x', cadence: 'weekly', day: 1, hour: 2, timezone: 'UTC' },
    });
    expect(calls[1]!.body).not.toHaveProperty('mode');
    calls.length = 0;
    await syncDownloadSchedule('x', { mode: 'manual' }, options);
    expect(calls[1]).toMatchObject({ method: 'POST', body: { itemId: 'x', mode: 'manual' } });
  });
});
