/** The picture formats a profile takes, by their first bytes. */
const SIGNATURES: readonly { readonly type: string; readonly test: (b: Uint8Array) => boolean }[] = [
  { type: 'image/png', test: (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v) },
  { type: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/gif', test: (b) => String.fromCharCode(...b.subarray(0, 4)) === 'GIF8' },
  {
    type: 'image/webp',
    test: (b) =>
      String.fromCharCode(...b.subarray(0, 4)) === 'RIFF' && String.fromCharCode(...b.subarray(8, 12)) === 'WEBP',
  },
];

/**
 * The image type of some bytes (PNG, JPEG, GIF or WebP), read from the bytes themselves — never from the name or the
 * type the sender claims — or undefined when they are not one of those.
 *
 * @example
 * imageKind(new Uint8Array([0xff, 0xd8, 0xff, 0xe0])); // "image/jpeg"
 */
export function imageKind(bytes: Uint8Array): string | undefined {
  return SIGNATURES.find((signature) => signature.test(bytes))?.type;
}
