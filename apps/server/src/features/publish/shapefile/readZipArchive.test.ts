import { describe, expect, it } from 'vitest';
import { bufferRange, zipBytes } from '../../../testing/shapefileFixture.ts';
import { ArchiveError, listZipEntries, zipEntryChunks } from './readZipArchive.ts';

async function text(chunks: AsyncIterable<Uint8Array>): Promise<string> {
  const parts: Uint8Array[] = [];
  for await (const part of chunks) parts.push(part);
  return Buffer.concat(parts).toString('utf8');
}

describe('readZipArchive', () => {
  const big = Buffer.from('tree,'.repeat(50_000));
  const zip = zipBytes([
    { name: 'a.txt', bytes: Buffer.from('stored text'), store: true },
    { name: 'dir/b.txt', bytes: big },
  ]);

  it('lists entries from the central directory and reads stored and deflated ones', async () => {
    const range = bufferRange(zip, 1000);
    const entries = await listZipEntries(range, zip.length);
    expect(entries.map((e) => [e.name, e.method, e.size])).toEqual([
      ['a.txt', 0, 11],
      ['dir/b.txt', 8, big.length],
    ]);
    expect(entries[1]!.compressedSize).toBeLessThan(big.length / 10);
    expect(await text(zipEntryChunks(range, entries[0]!))).toBe('stored text');
    expect(await text(zipEntryChunks(range, entries[1]!))).toBe(big.toString());
  });

  it('finds the directory behind an archive comment', async () => {
    const comment = Buffer.from('made by a test');
    const withComment = Buffer.concat([zip, comment]);
    withComment.writeUInt16LE(comment.length, zip.length - 2);
    const entries = await listZipEntries(bufferRange(withComment), withComment.length);
    expect(entries).toHaveLength(2);
  });

  it('refuses what is not a zip, and an entry that inflates past its declared size', async () => {
    const notZip = Buffer.from('name,value\n'.repeat(10));
    await expect(listZipEntries(bufferRange(notZip), notZip.length)).rejects.toThrow('The file is not a zip archive.');
    await expect(listZipEntries(bufferRange(Buffer.alloc(5)), 5)).rejects.toBeInstanceOf(ArchiveError);
    const bomb = zipBytes([{ name: 'bomb.shp', bytes: Buffer.alloc(1_000_000), declaredSize: 1000 }]);
    const range = bufferRange(bomb, 4096);
    const [entry] = await listZipEntries(range, bomb.length);
    await expect(text(zipEntryChunks(range, entry!))).rejects.toThrow(
      'bomb.shp holds more than its declared 1000 bytes.',
    );
  });

  it('says an entry is damaged when its deflated bytes are not deflate', async () => {
    const damaged = Buffer.from(zip);
    const entries = await listZipEntries(bufferRange(damaged), damaged.length);
    const start = entries[1]!.localHeaderOffset + 30 + 'dir/b.txt'.length;
    damaged.fill(0xff, start, start + 40);
    await expect(text(zipEntryChunks(bufferRange(damaged), entries[1]!))).rejects.toThrow(
      'dir/b.txt cannot be inflated: the archive is damaged.',
    );
  });
});
