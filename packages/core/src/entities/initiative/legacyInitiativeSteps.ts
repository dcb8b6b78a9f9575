import { ensureRecord, isRecord, type MutableItemModel } from '../common/mutableItemModel.ts';

/**
 * The legacy initiative model's steps 1.0, 1.1 and 2.0 (hub-initiatives, ADR 0197). Each changes the model in place.
 */

/** The portal resources' url the legacy library assumed when it was given none. */
export const LEGACY_DEFAULT_PORTAL = 'https://www.arcgis.com/sharing/rest';

/**
 * 1.0: the parent initiative (`data.source`) is mirrored in `item.properties.source`, and a custom initiative's
 * `configurationSettings` "Steps" become `values.steps` and one `values[step]` each (title, description, id, its
 * items — a template's items are its templates).
 */
export function applyInitialLegacySchema(model: MutableItemModel): void {
  const values = ensureRecord(model.data, 'values');
  const properties = ensureProperties(model);
  const isTemplate = (model.item.typeKeywords ?? []).includes('hubInitiativeTemplate');
  if (model.data.source && properties.source !== model.data.source) properties.source = model.data.source;
  const config = model.data.configurationSettings;
  if (config === undefined) return;
  delete model.data.configurationSettings;
  const category = Array.isArray(config) ? config.find((c) => isRecord(c) && c.category === 'Steps') : undefined;
  const fields: unknown[] = isRecord(category) && Array.isArray(category.fields) ? category.fields : [];
  values.steps = fields.map((field) => (isRecord(field) ? field.fieldName : undefined));
  for (const field of fields) {
    if (!isRecord(field) || typeof field.fieldName !== 'string') continue;
    const step = ensureRecord(values, field.fieldName);
    step.title = field.label;
    step.description = field.tooltip;
    step.id = field.fieldName;
    if (step.items) {
      if (isTemplate) {
        step.templates = step.items;
        delete step.items;
      }
    } else {
      step.items = [];
      step.templates = [];
    }
  }
}

/** 1.1: the default banner and icon images as resources of the item, and the banner's position. */
export function addLegacyResources(model: MutableItemModel, portal: string): void {
  const resource = (file: string) => `${portal}/content/items/${model.item.id}/resources/${file}`;
  const asset = (id: string, fileName: string, mimeType: string) => ({
    id,
    url: resource(fileName),
    properties: { type: 'resource', fileName, mimeType },
    license: { type: 'none' },
  });
  if (!model.data.assets) {
    model.data.assets = [
      asset('bannerImage', 'detail-image.jpg', 'image/jepg'),
      asset('iconDark', 'icon-dark.png', 'image/png'),
      asset('iconLight', 'icon-light.png', 'image/png'),
    ];
  }
  const values = ensureRecord(model.data, 'values');
  if (!values.bannerImage) {
    values.bannerImage = { source: 'bannerImage', display: { position: { x: '50%', y: '10%' } } };
  }
}

/**
 * 2.0: `values.steps` become `data.steps` (title, description, id, template and item ids; the step values are
 * removed), and every value holding `fields` becomes one of `data.indicators` (a feature layer source with its
 * field mappings).
 */
export function convertLegacyStepsAndIndicators(model: MutableItemModel): void {
  const values = ensureRecord(model.data, 'values');
  const names = Array.isArray(values.steps) ? values.steps : undefined;
  model.data.steps = (names ?? []).map((name: unknown) => {
    const step = typeof name === 'string' && isRecord(values[name]) ? values[name] : {};
    return {
      title: step.title,
      description: step.description,
      id: step.id,
      templateIds: idsOf(step.templates),
      itemIds: idsOf(step.items),
    };
  });
  if (names) {
    for (const name of names) if (typeof name === 'string') delete values[name];
    delete values.steps;
  }
  model.data.indicators = Object.entries(values)
    .filter(([, value]) => isRecord(value) && Array.isArray(value.fields) && value.fields.length > 0)
    .map(([id, value]) => indicatorOf(id, value as Record<string, unknown>));
}

function indicatorOf(id: string, indicator: Record<string, unknown>): Record<string, unknown> {
  const name = indicator.name || id;
  const fields = Array.isArray(indicator.fields) ? indicator.fields : [];
  return {
    id,
    type: 'Data',
    name,
    definition: { description: name },
    source: {
      type: 'Feature Layer',
      url: indicator.url,
      itemId: indicator.itemId,
      layerId: indicator.layerId,
      name,
      mappings: fields.map((field: unknown) => {
        const entry = isRecord(field) ? field : {};
        const inner = isRecord(entry.field) ? entry.field : {};
        return { id: entry.id, name: inner.name, alias: inner.alias, type: inner.type };
      }),
    },
  };
}

function idsOf(list: unknown): unknown[] {
  return Array.isArray(list) ? list.map((entry: unknown) => (isRecord(entry) ? entry.id : undefined)) : [];
}

function ensureProperties(model: MutableItemModel): Record<string, unknown> {
  if (!isRecord(model.item.properties)) model.item.properties = {};
  return model.item.properties;
}
