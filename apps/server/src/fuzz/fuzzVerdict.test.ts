import { describe, expect, it } from 'vitest';
import { fuzzVerdict } from './fuzzVerdict.ts';

describe('fuzzVerdict', () => {
  it.each([
    [{ status: 500, body: '', ms: 1 }, 'status 500'],
    [{ status: 200, body: '{"error":{"code":500,"messageCode":"GWM_0500"}}', ms: 1 }, 'portal error code 500'],
    [{ status: 404, body: '', ms: 5001 }, 'slow: 5001 ms'],
    [
      { status: 400, body: 'Error: x\n    at readBody (/work/main/apps/server/src/x.ts:1:1)', ms: 1 },
      'leaks internals',
    ],
    [{ status: 400, body: '{"detail":"syntax error at or near \\"(\\""}', ms: 1 }, 'leaks internals'],
    [{ status: 400, body: 'select "id" from "items" where "owner" = $1', ms: 1 }, 'leaks internals'],
    [{ status: 400, body: 'at dispatch (file:///app/node_modules/hono/dist/compose.js:35:11)', ms: 1 }, 'leaks'],
  ])('refuses %j', (answer, reason) => {
    expect(fuzzVerdict(answer)).toContain(reason);
  });

  it.each([
    { status: 200, body: '{"error":{"code":400,"message":"Invalid URL"}}', ms: 3 },
    { status: 404, body: '{"error":{"title":"Not Found","detail":"No event."}}', ms: 3 },
    { status: 200, body: '{"title":"Select the parks from the map where you live"}', ms: 3 },
    { status: 200, body: '@font-face{src:url(/@fs/work/main/node_modules/@fontsource/x.woff2)}', ms: 3 },
  ])('accepts %j', (answer) => {
    expect(fuzzVerdict(answer)).toBeUndefined();
  });
});
