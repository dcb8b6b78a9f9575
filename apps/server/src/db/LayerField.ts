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

/** Every hosted layer's object id: stored in the `objectid` column of its row table. */
export const OBJECTID_FIELD: LayerField = Object.freeze({
  name: 'OBJECTID',
  alias: 'OBJECTID',
  type: 'esriFieldTypeOID',
  column: 'objectid',
});

/** A layer's fields as clients see them: OBJECTID first, then the stored fields. */
export function withObjectId(fields: readonly LayerField[]): readonly LayerField[] {
  return [OBJECTID_FIELD, ...fields];
}

/** Whether sums, averages and deviations can be taken of a field. */
export function isNumericField(field: LayerField): boolean {
  return field.type === 'esriFieldTypeInteger' || field.type === 'esriFieldTypeDouble';
}
