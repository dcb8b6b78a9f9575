import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, readCsvRecords } from './readCsvRecords.ts';

async function* chunked(text: string, size: number): AsyncGenerator<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  for (let i = 0; i < bytes.length; i += size) yield bytes.slice(i, i + size);
}

async function records(text: string, size = 3) {
  const out = [];
  for await (const record of readCsvRecords(chunked(text, size))) out.push(record);
  return out;
}

describe('readCsvRecords', () => {
  it('reads quoted cells, escaped quotes, commas and line breaks in quotes, at any chunk size', async () => {
    const text = '\uFEFFname,note\r\n"Oak, red","said ""hi"""\r\nElm,"two\nlines"\n\nAsh,\n';
    const expected = [
      { line: 1, cells: ['name', 'note'] },
      { line: 2, cells: ['Oak, red', 'said "hi"'] },
      { line: 3, cells: ['Elm', 'two\nlines'] },
      { line: 6, cells: ['Ash', ''] },
    ];
    for (const size of [1, 2, 3, 5, 64]) expect(await records(text, size)).toEqual(expected);
  });

  it('reads UTF-8 split across chunks and a last line without a line end', async () => {
    expect(await records('city\nZürich\nКиїв', 1)).toEqual([
      { line: 1, cells: ['city'] },
      { line: 2, cells: ['Zürich'] },
      { line: 3, cells: ['Київ'] },
    ]);
  });

  it('refuses an unclosed quote, saying where it starts', async () => {
    await expect(records('a,b\n1,"open\n2,3\n')).rejects.toMatchObject({ name: 'CsvSyntaxError', line: 2 });
    await expect(records('a\n"x')).rejects.toBeInstanceOf(CsvSyntaxError);
  });
});
