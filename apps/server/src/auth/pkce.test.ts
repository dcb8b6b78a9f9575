import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isValidS256Challenge, verifyPkceS256 } from './pkce.ts';

const verifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const challenge = createHash('sha256').update(verifier).digest('base64url');

describe('PKCE S256', () => {
  it('accepts the verifier of the challenge (RFC 7636 appendix B)', () => {
    expect(challenge).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
    expect(verifyPkceS256(verifier, challenge)).toBe(true);
  });

  it('refuses another verifier, a plain verifier equal to the challenge, and malformed input', () => {
    expect(verifyPkceS256(`${verifier.slice(0, -1)}a`, challenge)).toBe(false);
    expect(verifyPkceS256(challenge, challenge)).toBe(false);
    expect(verifyPkceS256('short', challenge)).toBe(false);
    expect(isValidS256Challenge('not a challenge')).toBe(false);
    expect(isValidS256Challenge(challenge)).toBe(true);
  });
});
