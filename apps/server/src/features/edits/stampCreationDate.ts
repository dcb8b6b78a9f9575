import type { FeatureLayerRow } from '../../db/repositories/featureLayerRepository.ts';
import type { AddedFeature } from './readAddedFeatures.ts';

/** The field ArcGIS's editor tracking writes when a feature is created (`editFieldsInfo.creationDateField`). */
export const CREATION_DATE_FIELD = 'CreationDate';

/**
 * Added features with the server's time in the layer's `CreationDate` date field, when it has one (editor tracking,
 * issue 21, ADR 0175): what a client sends there is replaced, so a survey's answers are dated by when they arrived.
 *
 * @example
 * const stamped = stampCreationDate(layer, features, Date.now());
 */
export function stampCreationDate(
  layer: Pick<FeatureLayerRow, 'fields'>,
  features: readonly AddedFeature[],
  now: number,
): AddedFeature[] {
  const index = layer.fields.findIndex(
    (field) => field.name.toLowerCase() === CREATION_DATE_FIELD.toLowerCase() && field.type === 'esriFieldTypeDate',
  );
  if (index < 0) return [...features];
  return features.map((feature) => ({
    ...feature,
    values: feature.values.map((value, i) => (i === index ? now : value)),
  }));
}
