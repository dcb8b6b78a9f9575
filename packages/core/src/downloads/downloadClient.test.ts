import { afterEach, describe, expect, it, vi } from 'vitest';
import { DownloadError, fetchDownloadFile, requestDownload } from './downloadClient.ts';

const answers: { status: number; body: unknown }[] = [];
const seen: string[] = [];
vi.stubGlobal('fetch', async (url: string) => {
  seen.push(url);
  const next = answers.shift()!;
  return new Response(JSON.stringify(next.body), { status: next.status, statusText: 'x' });
});
afterEach(() => {
  answers.length = 0;
  seen.length = 0;
});
const options = { hubUrl: 'https://hub.example.org' };

describe('the downloads client', () => {
  it('asks without redirect, with the filter, and reads hub.js statuses', async () => {
    answers.push({ status: 202, body: { status: 'PagingData', progressInPercent: 40 } });
    const status = await requestDownload('abc', 'geojson', { layer: 0, where: "A = 'b'", fields: ['A', 'B'] }, options);
    expect(status).toEqual({ status: 'processing', progressInPercent: 40 });
    const url = new URL(seen[0]!);
    expect(url.pathname).toBe('/api/download/v1/items/abc/geojson');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      redirect: 'false',
      layers: '0',
      where: "A = 'b'",
      fields: 'A,B',
      spatialRefId: '4326',
    });
  });

  it('follows an export to its file, telling each step', async () => {
    answers.push(
      { status: 202, body: { status: 'Pending', progressInPercent: 0 } },
      { status: 202, body: { status: 'PagingData', progressInPercent: 50 } },
      { status: 200, body: { status: 'Completed', progressInPercent: 100, recordCount: 3, resultUrl: 'https://f/1' } },
    );
    const steps: number[] = [];
    const done = await fetchDownloadFile(
      'abc',
      'csv',
      {},
      { ...options, pollMs: 1, refresh: true, onProgress: (s) => steps.push(s.progressInPercent) },
    );
    expect(done).toMatchObject({ status: 'completed', recordCount: 3, resultUrl: 'https://f/1' });
    expect(steps).toEqual([0, 50, 100]);
    // Only the first ask rebuilds the export.
    expect(seen.map((u) => new URL(u).searchParams.get('updateCache'))).toEqual(['true', null, null]);
  });

  it('fails with the reason of a failed export, and with the service words of a refusal', async () => {
    answers.push({ status: 200, body: { status: 'Failed', message: 'where: no field Gone' } });
    await expect(fetchDownloadFile('abc', 'kml', {}, options)).rejects.toThrow(
      new DownloadError('where: no field Gone'),
    );
    answers.push({ status: 400, body: { error: { title: 'Bad Request', detail: 'Format "pdf" is not offered.' } } });
    await expect(requestDownload('abc', 'csv', {}, options)).rejects.toMatchObject({
      name: 'DownloadError',
      message: 'Format "pdf" is not offered.',
      status: 400,
    });
  });
});
