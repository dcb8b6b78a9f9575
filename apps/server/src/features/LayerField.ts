/** The field types a hosted layer stores (the ArcGIS names, as its layer resource reports them). */
export type LayerFieldType =
  'esriFieldTypeOID' | 'esriFieldTypeInteger' | 'esriFieldTypeDouble' | 'esriFieldTypeString' | 'esriFieldTypeDate';

/** A field of a hosted layer: its public name and alias, its type, and the column that stores it (`c0`, `c1`, ...). */
export interface LayerField {
  readonly name: string;
  readonly alias: string;
  readonly type: LayerFieldType;
  /** Generated, never from input: the only identifier that reaches SQL. */
  readonly column: string;
  /** Characters of a string field. */
  readonly length?: number;
}

/** How a where clause compares a field's values. */
export type ValueKind = 'number' | 'string' | 'date';

/**
 * The comparison kind of a field type.
 *
 * @example
 * valueKindOf('esriFieldTypeInteger'); // 'number'
 */
export function valueKindOf(type: LayerFieldType): ValueKind {
  if (type === 'esriFieldTypeString') return 'string';
  if (type === 'esriFieldTypeDate') return 'date';
  return 'number';
}
