import { describe, expect, it } from 'vitest';
import { postPortalForm, readUploadAnswer } from './uploadThumbnail.ts';

describe('readUploadAnswer', () => {
  it('accepts the portal success answer', () => {
    expect(() => readUploadAnswer(200, '{"success":true,"id":"abc"}')).not.toThrow();
  });

  it("says the portal's own words when it refused (HTTP 200 with an error envelope)", () => {
    expect(() =>
      readUploadAnswer(200, '{"error":{"code":400,"message":"The thumbnail is larger than the limit of 1 MB."}}'),
    ).toThrow('The thumbnail is larger than the limit of 1 MB.');
  });

  it('fails on an HTTP error or an answer that is not JSON', () => {
    expect(() => readUploadAnswer(502, '<html>Bad gateway</html>')).toThrow('HTTP 502');
    expect(() => readUploadAnswer(200, 'nope')).toThrow('HTTP 200');
  });
});

interface FakeRequest {
  method?: string;
  url?: string;
  headers: Record<string, string>;
  sent?: FormData;
  status: number;
  responseText: string;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
  open: (method: string, url: string) => void;
  setRequestHeader: (name: string, value: string) => void;
  send: (form: FormData) => void;
  abort: () => void;
}

/** A request that reports two progress events, then answers `body` with `status`. */
function fakeRequest(status: number, body: string): FakeRequest {
  const request: FakeRequest = {
    headers: {},
    status,
    responseText: body,
    upload: { onprogress: null },
    onload: null,
    onerror: null,
    onabort: null,
    open: (method, url) => Object.assign(request, { method, url }),
    setRequestHeader: (name, value) => {
      request.headers[name] = value;
    },
    send: (form) => {
      request.sent = form;
      request.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 });
      request.upload.onprogress?.({ lengthComputable: false, loaded: 0, total: 0 });
      request.onload?.();
    },
    abort: () => request.onabort?.(),
  };
  return request;
}

function options(request: FakeRequest, progress: number[]) {
  return {
    portal: 'https://p.example/sharing/rest',
    token: 'secret',
    onProgress: (fraction: number) => progress.push(fraction),
    createRequest: () => request as unknown as XMLHttpRequest,
  };
}

describe('postPortalForm', () => {
  it('posts the form with the token, reports progress up to 1, and resolves with the answer', async () => {
    const request = fakeRequest(200, '{"success":true,"id":"abc","folder":""}');
    const progress: number[] = [];
    const form = new FormData();
    form.set('title', 'Trees');
    const answer = await postPortalForm('content/users/ana/addItem', form, options(request, progress));
    expect([request.method, request.url]).toEqual(['POST', 'https://p.example/sharing/rest/content/users/ana/addItem']);
    expect(request.headers.Authorization).toBe('Bearer secret');
    expect(request.sent?.get('f')).toBe('json');
    expect(request.sent?.get('title')).toBe('Trees');
    expect(progress).toEqual([0.25, 1]);
    expect(answer.id).toBe('abc');
  });

  it("rejects with the portal's own message", async () => {
    const request = fakeRequest(200, '{"error":{"code":400,"message":"The file is larger than the limit of 100 MB."}}');
    const progress: number[] = [];
    await expect(postPortalForm('x', new FormData(), options(request, progress))).rejects.toThrow(
      'The file is larger than the limit of 100 MB.',
    );
    expect(progress).toEqual([0.25]);
  });

  it('rejects when the request cannot reach the portal or is cancelled', async () => {
    const unreachable = fakeRequest(0, '');
    unreachable.send = () => unreachable.onerror?.();
    await expect(postPortalForm('x', new FormData(), options(unreachable, []))).rejects.toThrow('could not reach');
    const controller = new AbortController();
    const cancelled = fakeRequest(0, '');
    cancelled.send = () => controller.abort();
    await expect(
      postPortalForm('x', new FormData(), { ...options(cancelled, []), signal: controller.signal }),
    ).rejects.toThrow('cancelled');
  });
});
