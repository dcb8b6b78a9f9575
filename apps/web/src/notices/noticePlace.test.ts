import { describe, expect, it } from 'vitest';
import { noticePlaceOf } from './noticePlace.ts';

describe('noticePlaceOf', () => {
  it('tells the home page, search and item pages from other pages, in both site address forms', () => {
    expect(noticePlaceOf('home')).toBe('home');
    expect(noticePlaceOf('enterprise-home')).toBe('home');
    expect(noticePlaceOf('search')).toBe('search');
    expect(noticePlaceOf('datasets')).toBe('content');
    expect(noticePlaceOf('enterprise-survey')).toBe('content');
    expect(noticePlaceOf('event')).toBe('content');
    expect(noticePlaceOf('page')).toBe('site');
    expect(noticePlaceOf(undefined)).toBe('site');
  });
});
