import type { FeatureLayerRow } from '../../db/repositories/featureLayerRepository.ts';
import type { LayerField } from '../../db/LayerField.ts';
import type { AddedFeature } from './readAddedFeatures.ts';

/** The fields ArcGIS's editor tracking writes when a feature is created (`editFieldsInfo`). */
export const EDITOR_FIELDS = Object.freeze({ creationDate: 'CreationDate', creator: 'Creator' });

/**
 * A layer's editor tracking field of a name and type, if it has one.
 *
 * @example
 * editorField(layer, 'Creator', 'esriFieldTypeString')?.column; // 'c3'
 */
export function editorField(
  layer: Pick<FeatureLayerRow, 'fields'>,
  name: string,
  type: LayerField['type'],
): { readonly index: number; readonly field: LayerField } | undefined {
  const index = layer.fields.findIndex(
    (field) => field.name.toLowerCase() === name.toLowerCase() && field.type === type,
  );
  return index < 0 ? undefined : { index, field: layer.fields[index]! };
}

/**
 * Added features with the server's own values in the layer's editor tracking fields, when it has them (issue 21, ADR
 * 0175): `CreationDate` (a date field) is when they arrived, `Creator` (a text field) who sent them — the signed-in
 * username, or nothing for an anonymous answer. What a client sends there is replaced.
 *
 * @example
 * const stamped = stampEditorFields(layer, features, { now: Date.now(), creator: 'casey' });
 */
export function stampEditorFields(
  layer: Pick<FeatureLayerRow, 'fields'>,
  features: readonly AddedFeature[],
  stamp: { readonly now: number; readonly creator: string | null },
): AddedFeature[] {
  const date = editorField(layer, EDITOR_FIELDS.creationDate, 'esriFieldTypeDate')?.index;
  const creator = editorField(layer, EDITOR_FIELDS.creator, 'esriFieldTypeString')?.index;
  if (date === undefined && creator === undefined) return [...features];
  return features.map((feature) => ({
    ...feature,
    values: feature.values.map((value, i) => (i === date ? stamp.now : i === creator ? stamp.creator : value)),
  }));
}
