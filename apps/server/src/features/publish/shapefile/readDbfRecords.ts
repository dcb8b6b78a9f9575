import { type ByteReader, shortAsEnd } from './byteReader.ts';
import { ShapefileError } from './readShpRecords.ts';

/** A field of a .dbf table: its name, dBASE type letter, width and decimals. */
export interface DbfField {
  readonly name: string;
  readonly type: string;
  readonly length: number;
  readonly decimals: number;
}

/** The header of a .dbf table: how many records it says it holds, its fields, and each record's width. */
export interface DbfHeader {
  readonly records: number;
  readonly fields: readonly DbfField[];
  readonly recordLength: number;
}

/** A record: whether it is marked deleted, and its values by field (text, number, date as epoch ms, or null). */
export interface DbfRecord {
  readonly deleted: boolean;
  readonly values: readonly (string | number | null)[];
}

/** dBASE field types Plaza reads; others (memo, binary, OLE) are left out of the layer. */
export const READ_TYPES = new Set(['C', 'N', 'F', 'L', 'D']);

/** Reads the header and field descriptors of a .dbf file. */
export async function readDbfHeader(reader: ByteReader): Promise<DbfHeader> {
  const head = await reader.read(32).catch(shortAsEnd);
  if (!head) throw new ShapefileError('The .dbf file is not a dBASE table.');
  const records = head.readUInt32LE(4);
  const headerLength = head.readUInt16LE(8);
  const recordLength = head.readUInt16LE(10);
  if (headerLength < 33 || recordLength < 1) throw new ShapefileError('The .dbf file is not a dBASE table.');
  const rest = await reader.read(headerLength - 32).catch(shortAsEnd);
  if (!rest) throw new ShapefileError('The .dbf file ends inside its header.');
  const fields: DbfField[] = [];
  let width = 1;
  for (let at = 0; at + 32 <= rest.length && rest[at] !== 0x0d; at += 32) {
    const nameEnd = rest.indexOf(0, at);
    const name = rest.toString('latin1', at, nameEnd >= at && nameEnd < at + 11 ? nameEnd : at + 11).trim();
    const field = { name, type: String.fromCharCode(rest[at + 11]!), length: rest[at + 16]!, decimals: rest[at + 17]! };
    fields.push(field);
    width += field.length;
  }
  if (width !== recordLength) throw new ShapefileError('The .dbf file is damaged: its fields do not fill its records.');
  return { records, fields, recordLength };
}

/**
 * The text decoding of a .dbf's strings: the code page its `.cpg` names, else UTF-8 where the bytes are UTF-8 and
 * Windows-1252 where they are not (older files written in a Western code page).
 */
export function dbfTextDecoder(cpg: string | undefined): (bytes: Uint8Array) => string {
  const label = cpg?.trim().replace(/^ANSI\s*/i, 'windows-');
  if (label && !/^utf-?8$/i.test(label)) {
    try {
      const decoder = new TextDecoder(/^\d+$/.test(label) ? `windows-${label}` : label);
      return (bytes) => decoder.decode(bytes);
    } catch {
      // An unknown code page: fall through to UTF-8 with the Windows-1252 fallback.
    }
  }
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  const western = new TextDecoder('windows-1252');
  return (bytes) => {
    try {
      return utf8.decode(bytes);
    } catch {
      return western.decode(bytes);
    }
  };
}

/**
 * The records of a .dbf file after its header, one at a time: text trimmed, numbers parsed (blank or `*` is null),
 * dates (`YYYYMMDD`) as epoch milliseconds, logicals as `true`/`false`. Stops at the end-of-file mark or the stream's end.
 *
 * @example
 * const header = await readDbfHeader(reader);
 * for await (const record of readDbfRecords(reader, header, dbfTextDecoder(cpg))) { ... }
 */
export async function* readDbfRecords(
  reader: ByteReader,
  header: DbfHeader,
  decode: (bytes: Uint8Array) => string,
): AsyncGenerator<DbfRecord> {
  for (;;) {
    const record = await reader.read(header.recordLength).catch(shortAsEnd);
    if (!record || record[0] === 0x1a) return;
    let at = 1;
    const values = header.fields.map((field) => {
      const bytes = record.subarray(at, at + field.length);
      at += field.length;
      return valueOf(field, bytes, decode);
    });
    yield { deleted: record[0] === 0x2a, values };
  }
}

function valueOf(field: DbfField, bytes: Buffer, decode: (bytes: Uint8Array) => string): string | number | null {
  switch (field.type) {
    case 'C': {
      const text = decode(bytes).replace(/[\0 ]+$/, '');
      return text === '' ? null : text;
    }
    case 'N':
    case 'F': {
      const text = bytes.toString('latin1').trim();
      if (text === '' || text.startsWith('*')) return null;
      const value = Number(text);
      return Number.isFinite(value) ? value : null;
    }
    case 'D': {
      const text = bytes.toString('latin1');
      const match = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
      if (!match) return null;
      const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
      return Number.isNaN(ms) || Number(match[1]) === 0 ? null : ms;
    }
    case 'L': {
      const c = bytes.toString('latin1').trim().toUpperCase();
      return 'TY'.includes(c) && c !== '' ? 'true' : 'FN'.includes(c) && c !== '' ? 'false' : null;
    }
    default:
      return null;
  }
}
