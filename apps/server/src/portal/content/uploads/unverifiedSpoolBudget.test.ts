import { describe, expect, it } from 'vitest';
import { PortalError } from '../../../errors/portalError.ts';
import { createUnverifiedSpoolBudget } from './unverifiedSpoolBudget.ts';

describe('createUnverifiedSpoolBudget', () => {
  it('shares one allowance between leases and gives a lease back once', () => {
    const budget = createUnverifiedSpoolBudget(100);
    const first = budget.lease();
    const second = budget.lease();
    first.take(60);
    expect(() => second.take(41)).toThrow(PortalError);
    second.take(40);
    expect(budget.inUse()).toBe(100);
    first.release();
    first.release();
    expect(budget.inUse()).toBe(40);
    second.take(60);
    second.release();
    expect(budget.inUse()).toBe(0);
  });

  it('refuses with code 429 and a message that says what to do', () => {
    const lease = createUnverifiedSpoolBudget(256 * 1024 * 1024).lease();
    try {
      lease.take(257 * 1024 * 1024);
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({ code: 429, message: expect.stringContaining('256 MB') });
    }
  });
});
