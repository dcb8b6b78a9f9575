import { describe, expect, it } from 'vitest';
import { imageKind } from './imageKind.ts';

describe('imageKind', () => {
  it('knows PNG, JPEG, GIF and WebP by their bytes, and nothing else', () => {
    expect(imageKind(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(imageKind(new Uint8Array([0xff, 0xd8, 0xff, 0xdb]))).toBe('image/jpeg');
    expect(imageKind(new TextEncoder().encode('GIF89a....'))).toBe('image/gif');
    expect(imageKind(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(imageKind(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(imageKind(new TextEncoder().encode('%PDF-1.7'))).toBeUndefined();
    expect(imageKind(new Uint8Array())).toBeUndefined();
  });
});
