/** A record of a CSV file: its cells and the line it starts on (1-based, the header is line 1). */
export interface CsvRecord {
  readonly line: number;
  readonly cells: string[];
}

/** A CSV that cannot be read on: an unclosed quote, or a record longer than a record may be. */
export class CsvSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
    this.name = 'CsvSyntaxError';
  }
}

/** Longest record accepted (characters): a runaway quote must not swallow a 100 MB file into one string. */
export const MAX_RECORD_CHARS = 1_000_000;

/**
 * Reads CSV records (RFC 4180: commas, `"` quotes with `""` for a quote, CRLF or LF line ends, a UTF-8 byte-order mark
 * dropped) from a stream of bytes, one record at a time, so a file of any size is read in constant memory. Blank lines
 * are skipped.
 *
 * @example
 * for await (const { line, cells } of readCsvRecords(readItemFile(db, fileId))) { ... }
 */
export async function* readCsvRecords(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<CsvRecord> {
  const decoder = new TextDecoder('utf-8');
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let afterQuote = false;
  let line = 1;
  let start = 1;
  let size = 0;
  let first = true;
  // A quote or a carriage return at a chunk's end is decided by the next chunk (`""`, CRLF).
  let carry = '';

  const endCell = () => {
    cells.push(cell);
    cell = '';
    afterQuote = false;
  };
  const endRecord = (): CsvRecord | undefined => {
    endCell();
    const record = cells.length === 1 && cells[0] === '' ? undefined : { line: start, cells };
    cells = [];
    size = 0;
    return record;
  };

  const read = function* (text: string, last: boolean): Generator<CsvRecord> {
    for (let i = 0; i < text.length; i++) {
      const ch = text[i]!;
      if (!last && i + 1 === text.length && (ch === '"' || ch === '\r')) {
        carry = ch;
        return;
      }
      if (quoted) {
        if (ch === '"') {
          if (text[i + 1] === '"') {
            cell += '"';
            i++;
          } else {
            quoted = false;
            afterQuote = true;
          }
        } else {
          if (ch === '\n') line++;
          cell += ch;
        }
      } else if (ch === ',') {
        endCell();
      } else if (ch === '\n' || ch === '\r') {
        if (ch === '\r' && text[i + 1] === '\n') i++;
        const record = endRecord();
        line++;
        start = line;
        if (record) yield record;
      } else if (ch === '"' && cell === '' && !afterQuote) {
        quoted = true;
      } else {
        // Text after a closing quote, or a quote inside an unquoted cell, is kept as written.
        cell += ch;
      }
      if (++size > MAX_RECORD_CHARS) throw new CsvSyntaxError('A record is longer than 1,000,000 characters.', start);
    }
  };

  for await (const chunk of chunks) {
    let text = decoder.decode(chunk, { stream: true });
    if (first && text.length > 0) {
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      first = false;
    }
    text = carry + text;
    carry = '';
    yield* read(text, false);
  }
  yield* read(carry + decoder.decode(), true);
  if (quoted) throw new CsvSyntaxError('A quoted value is never closed.', start);
  const record = endRecord();
  if (record) yield record;
}
