import type { FieldSpec } from '../publishHostedLayers.ts';

/** The types a publisher may give a field (the object id is never one of them). */
export const PUBLISHABLE_TYPES = [
  'esriFieldTypeString',
  'esriFieldTypeInteger',
  'esriFieldTypeDouble',
  'esriFieldTypeDate',
] as const;
export type PublishableType = (typeof PUBLISHABLE_TYPES)[number];

/**
 * The planned fields with the types a publisher chose (by field name, case-insensitively); fields not named keep
 * their inferred type, and `keep` (coordinate columns) are never changed. A text field gets a length when it had none.
 *
 * @example
 * applyFieldTypes(plan.fields, { ZIP: 'esriFieldTypeString' });
 */
export function applyFieldTypes(
  fields: readonly FieldSpec[],
  overrides: Readonly<Record<string, PublishableType>> | undefined,
  keep: ReadonlySet<number> = new Set(),
): FieldSpec[] {
  if (!overrides) return [...fields];
  const byName = new Map(Object.entries(overrides).map(([name, type]) => [name.toLowerCase(), type]));
  return fields.map((field, i) => {
    const type = byName.get(field.name.toLowerCase());
    if (!type || keep.has(i) || type === field.type) return field;
    const { length: _length, ...rest } = field;
    return { ...rest, type, ...(type === 'esriFieldTypeString' ? { length: 4000 } : {}) };
  });
}
