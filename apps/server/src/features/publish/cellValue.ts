import type { LayerFieldType } from '../LayerField.ts';

const INTEGER = /^[+-]?\d{1,15}$/;
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
const ISO_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** A cell as an integer, or undefined when it is not one. */
export function readInteger(text: string): number | undefined {
  const t = text.trim();
  return INTEGER.test(t) ? Number(t) : undefined;
}

/** A cell as a finite number, or undefined. */
export function readDouble(text: string): number | undefined {
  const t = text.trim();
  if (!DECIMAL.test(t)) return undefined;
  const n = Number(t);
  return Number.isFinite(n) ? n : undefined;
}

/**
 * A cell as a date (epoch milliseconds, UTC unless an offset is given): `2025-03-04`, `2025-03-04T10:30`,
 * `2025-03-04 10:30:00Z`, `2025-03-04T10:30:00.5+02:00`. Impossible dates (February 30th) are undefined.
 *
 * @example
 * readDate('2025-03-04'); // 1741046400000
 */
export function readDate(text: string): number | undefined {
  const m = ISO_DATE.exec(text.trim());
  if (!m) return undefined;
  const [, y, mo, d, h = '0', mi = '0', s = '0', ms = '0', zone] = m;
  const utc = Date.UTC(
    Number(y),
    Number(mo) - 1,
    Number(d),
    Number(h),
    Number(mi),
    Number(s),
    Number(ms.padEnd(3, '0')),
  );
  const check = new Date(utc);
  if (check.getUTCMonth() !== Number(mo) - 1 || check.getUTCDate() !== Number(d) || Number(h) > 23 || Number(mi) > 59) {
    return undefined;
  }
  if (!zone || zone === 'Z') return utc;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.replace(/[+:-]/g, '');
  return utc - sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4))) * 60_000;
}

/** A cell converted to a field's type: null for an empty cell, undefined when it does not convert. */
export function cellValue(text: string, type: LayerFieldType): string | number | null | undefined {
  if (text.trim() === '') return null;
  switch (type) {
    case 'esriFieldTypeString':
      return text;
    case 'esriFieldTypeInteger':
    case 'esriFieldTypeOID':
      return readInteger(text);
    case 'esriFieldTypeDouble':
      return readDouble(text);
    case 'esriFieldTypeDate':
      return readDate(text);
  }
}
