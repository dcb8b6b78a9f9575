import type { NewFeatureRow } from '../../db/repositories/featureRowRepository.ts';
import type { FieldSpec } from '../publishHostedLayers.ts';
import { readIsoDate } from '../readIsoDate.ts';
import { cellValue, readDouble, readInteger } from './cellValue.ts';
import type { CsvRecord } from './readCsvRecords.ts';

/** A row that could not be loaded as it is: where, which column, and why. */
export interface RowError {
  readonly row: number;
  readonly column?: string;
  readonly message: string;
}

/** How a CSV becomes a layer: its fields (in column order), the coordinate columns if any, how many records. */
export interface CsvLayerPlan {
  readonly fields: readonly FieldSpec[];
  readonly longitude?: number;
  readonly latitude?: number;
  readonly records: number;
}

/** Options of a plan: coordinate columns named by the publisher (header text), or none for a table. */
export interface CsvPlanOptions {
  readonly longitudeField?: string;
  readonly latitudeField?: string;
  readonly noGeometry?: boolean;
}

/** A CSV that cannot become a layer as asked (no header, too many columns, a named column missing). */
export class CsvPlanError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CsvPlanError';
  }
}

const TYPE_WORDS: Readonly<Record<FieldSpec['type'], string>> = {
  esriFieldTypeString: 'text',
  esriFieldTypeInteger: 'a whole number',
  esriFieldTypeDouble: 'a number',
  esriFieldTypeDate: 'a date (YYYY-MM-DD)',
};

const LONGITUDE_NAMES = new Set(['longitude', 'lon', 'lng', 'long', 'x', 'pointx', 'xcoord', 'xcoordinate']);
const LATITUDE_NAMES = new Set(['latitude', 'lat', 'y', 'pointy', 'ycoord', 'ycoordinate']);
export const MAX_COLUMNS = 500;

interface ColumnStats {
  integer: boolean;
  double: boolean;
  date: boolean;
  filled: number;
  /** Cells that read as numbers, for coordinate columns with a few bad values. */
  numbers: number;
  longest: number;
}

/**
 * Reads a CSV once to plan its layer: a field per column (names made plain identifiers, the header kept as alias),
 * each typed as the narrowest of integer, double, date or text that all its non-empty cells fit, and the longitude and
 * latitude columns — named by the publisher, else recognised by their header (`longitude`/`lon`/`x`, ...) — when both
 * are numeric.
 *
 * @example
 * const plan = await planCsvLayer(readCsvRecords(readItemFile(db, fileId)));
 */
export async function planCsvLayer(
  records: AsyncIterable<CsvRecord>,
  options: CsvPlanOptions = {},
): Promise<CsvLayerPlan> {
  let header: string[] | undefined;
  let stats: ColumnStats[] = [];
  let count = 0;
  for await (const { cells } of records) {
    if (!header) {
      if (cells.length > MAX_COLUMNS)
        throw new CsvPlanError(`The file has ${cells.length} columns; at most ${MAX_COLUMNS} are read.`);
      header = cells;
      stats = cells.map(() => ({ integer: true, double: true, date: true, filled: 0, numbers: 0, longest: 0 }));
      continue;
    }
    count++;
    if (cells.length !== header.length) continue;
    cells.forEach((text, i) => {
      const s = stats[i]!;
      if (text.trim() === '') return;
      s.filled++;
      s.longest = Math.max(s.longest, text.length);
      // Codes written with a leading zero (ZIP codes, ids) stay text, so the zero is kept.
      if (/^[+-]?0\d/.test(text.trim())) s.integer = s.double = false;
      if (s.integer && readInteger(text) === undefined) s.integer = false;
      if (readDouble(text) === undefined) s.double = false;
      else s.numbers++;
      if (s.date && readIsoDate(text) === undefined) s.date = false;
    });
  }
  if (!header) throw new CsvPlanError('The file is empty: it has no header row.');
  const names = fieldNames(header);
  const fields: FieldSpec[] = header.map((alias, i) => {
    const s = stats[i]!;
    const type =
      s.filled === 0
        ? 'esriFieldTypeString'
        : s.integer
          ? 'esriFieldTypeInteger'
          : s.double
            ? 'esriFieldTypeDouble'
            : s.date
              ? 'esriFieldTypeDate'
              : 'esriFieldTypeString';
    return {
      name: names[i]!,
      alias: alias.trim() || names[i]!,
      type,
      ...(type === 'esriFieldTypeString' ? { length: Math.max(s.longest, 1) } : {}),
    };
  });
  if (options.noGeometry) return { fields, records: count };
  // A coordinate column may hold a few bad values (reported per row): four in five numbers make it one.
  const numeric = (i: number) => stats[i]!.filled > 0 && stats[i]!.numbers >= stats[i]!.filled * 0.8;
  const find = (asked: string | undefined, known: Set<string>, what: string) => {
    if (asked !== undefined) {
      const i = header!.findIndex((h) => h.trim().toLowerCase() === asked.trim().toLowerCase());
      if (i < 0) throw new CsvPlanError(`There is no column "${asked}" for the ${what}.`);
      if (!numeric(i)) throw new CsvPlanError(`The ${what} column "${asked}" holds values that are not numbers.`);
      return i;
    }
    const i = header!.findIndex((h, j) => known.has(h.toLowerCase().replace(/[^a-z]/g, '')) && numeric(j));
    return i < 0 ? undefined : i;
  };
  const longitude = find(options.longitudeField, LONGITUDE_NAMES, 'longitude');
  const latitude = find(options.latitudeField, LATITUDE_NAMES, 'latitude');
  if (longitude === undefined || latitude === undefined) return { fields, records: count };
  const coordinate = (i: number): FieldSpec =>
    fields[i]!.type === 'esriFieldTypeInteger'
      ? fields[i]!
      : { name: fields[i]!.name, alias: fields[i]!.alias!, type: 'esriFieldTypeDouble' };
  const typed = fields.map((f, i) => (i === longitude || i === latitude ? coordinate(i) : f));
  return { fields: typed, longitude, latitude, records: count };
}

/** Plain, unique field names from header texts (`Tree ID` → `Tree_ID`, `2020` → `_2020`, duplicates numbered). */
export function fieldNames(header: readonly string[]): string[] {
  const taken = new Set(['objectid', 'shape']);
  return header.map((text, i) => {
    let base = text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9_]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 60);
    if (base === '') base = `Field_${i + 1}`;
    if (/^\d/.test(base)) base = `_${base}`;
    let name = base;
    for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base}_${n}`;
    taken.add(name.toLowerCase());
    return name;
  });
}

/**
 * The rows of a CSV as layer rows, following its plan. A record with the wrong number of cells is skipped; a row whose
 * coordinates are missing or out of range is kept without a location; each is reported in `errors` (the first 100
 * kept, all counted in `errorCount`).
 */
export async function* csvFeatureRows(
  records: AsyncIterable<CsvRecord>,
  plan: CsvLayerPlan,
  report: (error: RowError) => void,
): AsyncGenerator<NewFeatureRow> {
  let header = true;
  let objectId = 0;
  for await (const { line, cells } of records) {
    if (header) {
      header = false;
      continue;
    }
    if (cells.length !== plan.fields.length) {
      report({ row: line, message: `The row has ${cells.length} values; the header has ${plan.fields.length}.` });
      continue;
    }
    const values = cells.map((text, i) => {
      const field = plan.fields[i]!;
      const value = cellValue(text, field.type);
      // Only a type the publisher chose can refuse a cell (an inferred one fits every cell); a bad coordinate is
      // reported below, with its row kept without a location.
      if (value === undefined && i !== plan.longitude && i !== plan.latitude) {
        report({
          row: line,
          column: field.alias ?? field.name,
          message: `"${text.slice(0, 40)}" is not ${TYPE_WORDS[field.type]}: the cell is left empty.`,
        });
      }
      return value ?? null;
    });
    let geometry: { x: number; y: number } | null = null;
    if (plan.longitude !== undefined && plan.latitude !== undefined) {
      const x = values[plan.longitude];
      const y = values[plan.latitude];
      if (typeof x === 'number' && typeof y === 'number' && x >= -180 && x <= 180 && y >= -90 && y <= 90) {
        geometry = { x, y };
      } else {
        const bad = typeof x !== 'number' || x < -180 || x > 180 ? plan.longitude : plan.latitude;
        report({
          row: line,
          column: plan.fields[bad]!.alias ?? plan.fields[bad]!.name,
          message:
            cells[bad]!.trim() === ''
              ? 'No coordinate: the row is kept without a location.'
              : `"${cells[bad]!.slice(0, 40)}" is not a ${bad === plan.longitude ? 'longitude (-180 to 180)' : 'latitude (-90 to 90)'}: the row is kept without a location.`,
        });
      }
    }
    yield {
      objectId: ++objectId,
      values,
      geometry,
      bbox: geometry ? [geometry.x, geometry.y, geometry.x, geometry.y] : null,
    };
  }
}
