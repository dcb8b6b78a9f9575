import { describe, expect, it } from 'vitest';
import { isInputDataError } from './inputDataError.ts';

describe('isInputDataError', () => {
  it.each(['22021', '22P02', '22003', '22007', '22P05', '54001'])('is true for SQLSTATE %s', (code) => {
    expect(isInputDataError(Object.assign(new Error('x'), { code }))).toBe(true);
  });
  it('finds the code in a cause', () => {
    expect(isInputDataError(new Error('wrapped', { cause: { code: '22021' } }))).toBe(true);
  });
  it.each(['23505', '42P01', '40001', 'ECONNREFUSED', 'BODY_TOO_LARGE'])('is false for %s', (code) => {
    expect(isInputDataError(Object.assign(new Error('x'), { code }))).toBe(false);
  });
});
