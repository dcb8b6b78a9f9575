import { describe, expect, it } from 'vitest';
import { redactUrl } from './redactUrl.ts';

describe('redactUrl', () => {
  it('redacts every parameter value but those that only shape a request, and keeps the fragment', () => {
    expect(redactUrl('/x?f=json&token=t1#h')).toBe('/x?f=json&token=[redacted]#h');
    expect(redactUrl('/cb?code=zzz&state=s')).toBe('/cb?code=[redacted]&state=[redacted]');
    expect(redactUrl('/sharing/rest/search?f=json&q=parks&num=10&start=11&sortField=title')).toBe(
      '/sharing/rest/search?f=json&q=[redacted]&num=10&start=11&sortField=title',
    );
    expect(redactUrl('/x?a=&f=')).toBe('/x?a=&f=');
  });

  it('redacts a dataUrl’s own query, auth_token, and path parameters such as ;token= (issue 40 item 8)', () => {
    expect(redactUrl('https://files.example.org/exports/parcels.csv?sig=abc123&se=2026-12-01')).toBe(
      'https://files.example.org/exports/parcels.csv?sig=[redacted]&se=[redacted]',
    );
    expect(redactUrl('/api/download/v1/files/1?auth_token=abc')).toBe('/api/download/v1/files/1?auth_token=[redacted]');
    expect(redactUrl('/files/1;token=abc/data?f=json')).toBe('/files/1;token=[redacted]/data?f=json');
    expect(redactUrl('/files/1;jsessionid=abc')).toBe('/files/1;jsessionid=[redacted]');
    expect(redactUrl('https://h/a.csv?X-Amz-Signature=abc&signature=def&Sig=ghi&f=json')).toBe(
      'https://h/a.csv?X-Amz-Signature=[redacted]&signature=[redacted]&Sig=[redacted]&f=json',
    );
    expect(redactUrl('https://user:hunter2@db.example.org/x')).toBe('https://user:[redacted]@db.example.org/x');
  });

  it('redacts a URL nested as a parameter value with its parameter, and names the server decodes', () => {
    expect(redactUrl('/addItem?dataUrl=https%3A%2F%2Fh%2Ff%3Fsig%3Dsecret&f=json')).toBe(
      '/addItem?dataUrl=[redacted]&f=json',
    );
    expect(redactUrl('/self?to%6Ben=abc&%66=json')).toBe('/self?to%6Ben=[redacted]&%66=json');
    expect(redactUrl('/x?bad%ZZname=1&tokens=2')).toBe('/x?bad%ZZname=[redacted]&tokens=[redacted]');
  });

  it('redacts URLs inside a sentence, up to the white space that ends them', () => {
    expect(redactUrl('fetch of https://h/a.csv?sig=abc failed (403)')).toBe(
      'fetch of https://h/a.csv?sig=[redacted] failed (403)',
    );
  });
});
