import type { LayerFieldInfo } from '@plaza/core';

/**
 * A `where` clause that finds rows whose text fields contain what a visitor typed, case-insensitively: quotes
 * doubled, `%`, `_` and `\` escaped, so the text is matched as written. `1=1` when nothing is typed or there is no
 * text field.
 *
 * @example
 * textFilterWhere("o'brien", [{ name: 'Species', type: 'esriFieldTypeString' }]);
 * // "UPPER(Species) LIKE '%O''BRIEN%' ESCAPE '\\'"
 */
export function textFilterWhere(text: string, fields: readonly LayerFieldInfo[]): string {
  const typed = text.trim().toUpperCase();
  const strings = fields.filter((f) => f.type === 'esriFieldTypeString');
  if (typed === '' || strings.length === 0) return '1=1';
  const literal = `'%${typed.replace(/[\\%_]/g, '\\$&').replace(/'/g, "''")}%'`;
  return strings.map((f) => `UPPER(${f.name}) LIKE ${literal} ESCAPE '\\'`).join(' OR ');
}
