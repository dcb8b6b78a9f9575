import { describe, expect, it } from 'vitest';
import { createPkcePair } from './createPkcePair.ts';

// RFC 7636 Appendix B: these 32 octets give the verifier and S256 challenge below.
const RFC_OCTETS = [
  116, 24, 223, 180, 151, 153, 224, 37, 79, 250, 96, 125, 216, 173, 187, 186, 22, 212, 37, 77, 105, 214, 191, 240, 91,
  88, 5, 88, 83, 132, 141, 121,
];

describe('createPkcePair', () => {
  it('encodes 32 random bytes as the verifier and hashes it with SHA-256 (RFC 7636 Appendix B)', async () => {
    const pair = await createPkcePair({ randomBytes: () => Uint8Array.from(RFC_OCTETS) });
    expect(pair).toEqual({
      verifier: 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk',
      challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    });
  });

  it('asks the injected source for 32 bytes', async () => {
    const asked: number[] = [];
    await createPkcePair({ randomBytes: (n) => (asked.push(n), new Uint8Array(n)) });
    expect(asked).toEqual([32]);
  });
});
