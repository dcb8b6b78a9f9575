import { z } from 'zod';
import type { LayerSpec } from '../publishHostedLayers.ts';
import { featureServiceErrors } from '../featureServiceErrors.ts';

/** Layers one `addToDefinition` may add, and fields one layer may have. */
export const MAX_DEFINED_LAYERS = 10;
export const MAX_DEFINED_FIELDS = 200;

const STORED_TYPES = [
  'esriFieldTypeInteger',
  'esriFieldTypeSmallInteger',
  'esriFieldTypeDouble',
  'esriFieldTypeSingle',
  'esriFieldTypeString',
  'esriFieldTypeDate',
] as const;

const fieldSchema = z.object({
  name: z.string().min(1).max(64),
  type: z.string().max(64),
  alias: z.string().max(255).optional(),
  length: z.number().int().min(1).max(32_000).optional(),
});

const layerSchema = z.object({
  name: z.string().trim().min(1).max(120),
  type: z.enum(['Feature Layer', 'Table']).default('Feature Layer'),
  geometryType: z.enum(['esriGeometryPoint', 'esriGeometryPolyline', 'esriGeometryPolygon']).optional(),
  fields: z.array(fieldSchema).max(MAX_DEFINED_FIELDS).default([]),
});

const definitionSchema = z.object({
  layers: z.array(layerSchema).max(MAX_DEFINED_LAYERS).default([]),
  tables: z.array(layerSchema).max(MAX_DEFINED_LAYERS).default([]),
});

/**
 * The layers of an `addToDefinition` JSON (the ArcGIS admin contract: `{"layers":[{name, type, geometryType,
 * fields}], "tables":[…]}`): a feature layer needs a geometry type, a table has none; the object id field is the
 * server's and is skipped; small integers and singles are stored as integers and doubles; other field types
 * (GlobalID, GUID, blobs, …) are refused by name. Throws the feature service's 400 naming the first problem.
 *
 * @example
 * readLayerDefinitions('{"layers":[{"name":"answers","geometryType":"esriGeometryPoint","fields":[…]}]}');
 */
export function readLayerDefinitions(raw: unknown): LayerSpec[] {
  let json: unknown = raw;
  if (typeof raw === 'string') {
    try {
      json = JSON.parse(raw);
    } catch {
      throw featureServiceErrors.invalidParameter('addToDefinition must be JSON.');
    }
  }
  const parsed = definitionSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw featureServiceErrors.invalidParameter(
      `addToDefinition.${issue.path.join('.') || 'layers'}: ${issue.message}`.slice(0, 300),
    );
  }
  const all = [...parsed.data.layers, ...parsed.data.tables.map((table) => ({ ...table, type: 'Table' as const }))];
  if (all.length === 0) throw featureServiceErrors.invalidParameter('addToDefinition adds no layer.');
  if (all.length > MAX_DEFINED_LAYERS) {
    throw featureServiceErrors.invalidParameter(`addToDefinition adds at most ${MAX_DEFINED_LAYERS} layers.`);
  }
  return all.map((layer) => {
    if (layer.type === 'Feature Layer' && !layer.geometryType) {
      throw featureServiceErrors.invalidParameter(`Layer "${layer.name}" needs a geometryType.`);
    }
    const fields = layer.fields.flatMap((field) => {
      if (field.type === 'esriFieldTypeOID') return [];
      if (!(STORED_TYPES as readonly string[]).includes(field.type)) {
        throw featureServiceErrors.invalidParameter(
          `Field "${field.name}" of layer "${layer.name}": ${field.type} fields are not supported here.`,
        );
      }
      const type =
        field.type === 'esriFieldTypeSmallInteger'
          ? 'esriFieldTypeInteger'
          : field.type === 'esriFieldTypeSingle'
            ? 'esriFieldTypeDouble'
            : (field.type as
                'esriFieldTypeInteger' | 'esriFieldTypeDouble' | 'esriFieldTypeString' | 'esriFieldTypeDate');
      return [
        {
          name: field.name,
          ...(field.alias ? { alias: field.alias } : {}),
          type,
          ...(type === 'esriFieldTypeString' ? { length: field.length ?? 256 } : {}),
        },
      ];
    });
    return {
      name: layer.name,
      geometryType: layer.type === 'Table' ? null : (layer.geometryType ?? null),
      fields,
    };
  });
}
