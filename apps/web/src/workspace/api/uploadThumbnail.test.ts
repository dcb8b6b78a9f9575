import { describe, expect, it } from 'vitest';
import { readUploadAnswer } from './uploadThumbnail.ts';

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
