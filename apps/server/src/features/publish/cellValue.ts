import type { LayerFieldType } from '../../db/LayerField.ts';
import { readIsoDate } from '../readIsoDate.ts';

const INTEGER = /^[+-]?\d{1,15}$/;
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

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
      return readIsoDate(text);
  }
}
