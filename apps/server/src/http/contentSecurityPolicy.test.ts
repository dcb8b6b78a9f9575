import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashSource, newNonce, pageCsp, portalPageCsp } from './contentSecurityPolicy.ts';

describe('Content-Security-Policy', () => {
  it('gives every page a fresh 128-bit nonce', () => {
    const a = newNonce();
    expect(Buffer.from(a, 'base64')).toHaveLength(16);
    expect(newNonce()).not.toBe(a);
  });

  it('lets scripts run only from this origin or with the nonce, and nothing frame the page', () => {
    const csp = pageCsp({ nonce: 'abc', connect: ['http://localhost:3000'] });
    expect(csp).toContain("script-src 'self' 'nonce-abc'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
    expect(csp).toContain("connect-src 'self' http://localhost:3000 https:;");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
  });

  it('lets style elements in only from this origin or with the nonce, and style attributes (ADR 0185)', () => {
    const csp = pageCsp({ nonce: 'abc', connect: [] });
    expect(csp).toContain("style-src 'self' 'nonce-abc';");
    expect(csp).not.toMatch(/style-src [^;]*unsafe-inline/);
    expect(csp).toContain("style-src-attr 'unsafe-inline';");
  });

  it('lets a page call layers on any https service, and any http one only when the page itself is http', () => {
    const secure = pageCsp({ nonce: 'n', connect: [], scheme: 'https:' });
    expect(secure).toMatch(/connect-src 'self' https:;/);
    expect(secure).not.toMatch(/connect-src[^;]*http:/);
    expect(pageCsp({ nonce: 'n', connect: [], scheme: 'http:' })).toMatch(/connect-src 'self' https: http:;/);
  });

  it("allows the portal's pages no script, their stylesheet by hash, and forms to the callback", () => {
    const style = hashSource('body{margin:0}');
    expect(style).toBe(`'sha256-${createHash('sha256').update('body{margin:0}').digest('base64')}'`);
    const csp = portalPageCsp(style, ['https://data-riverside.plaza.example']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script-src');
    expect(csp).toContain(`style-src ${style}`);
    expect(csp).toContain("form-action 'self' https://data-riverside.plaza.example");
  });
});
