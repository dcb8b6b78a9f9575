import { PortalRequestError } from '@plaza/core';
import { describe, expect, it } from 'vitest';
import { pageStatus, statusOfError } from './pageStatus.ts';

describe('pageStatus', () => {
  it('keeps the route handle status when no loader failed', () => {
    expect(pageStatus(200, null, undefined)).toBe(200);
    expect(pageStatus(200, null, 404)).toBe(404);
  });

  it('answers a portal refusal of the request as the client error it is, not a 500', () => {
    const refused = new PortalRequestError('GWM_0001', 'q contains a control character', { status: 400 });
    expect(pageStatus(500, { search: refused }, undefined)).toBe(400);
  });

  it('answers a busy service 503 and anything unexplained 500', () => {
    expect(pageStatus(500, { site: new PortalRequestError('503', 'busy', { status: 503 }) }, undefined)).toBe(503);
    expect(pageStatus(500, { site: new Error('boom') }, undefined)).toBe(500);
  });

  it('reads a malformed address (URIError from decoding a parameter) as 400', () => {
    expect(pageStatus(500, { site: new URIError('URI malformed') }, undefined)).toBe(400);
  });

  it('reads the portal token codes as 401 and unusual client codes as 400', () => {
    expect(statusOfError({ status: 498 })).toBe(401);
    expect(statusOfError({ status: 499 })).toBe(401);
    expect(statusOfError({ status: 451 })).toBe(400);
    expect(statusOfError({ status: 502 })).toBe(500);
  });
});
