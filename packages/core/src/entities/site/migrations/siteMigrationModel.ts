import { ensureRecord, isRecord, type MutableItemModel } from '../../common/mutableItemModel.ts';

/** A site model being migrated: a private deep copy the steps may change in place. */
export type MutableSiteModel = MutableItemModel;

/** `data.values` of a site being migrated (made when missing: a step never fails on a partial model). */
export function siteValues(model: MutableSiteModel): Record<string, unknown> {
  return ensureRecord(model.data, 'values');
}

/** `item.properties` of a site being migrated (made when missing or null). */
export function siteProperties(model: MutableSiteModel): Record<string, unknown> {
  if (!isRecord(model.item.properties)) model.item.properties = {};
  return model.item.properties;
}

/** The site's legacy capabilities (`data.values.capabilities`): the strings of it, `[]` when there is none. */
export function legacyCapabilitiesOf(model: { readonly data: Record<string, unknown> }): string[] {
  const values = model.data.values;
  const capabilities = isRecord(values) ? values.capabilities : undefined;
  return Array.isArray(capabilities) ? capabilities.filter((c): c is string => typeof c === 'string') : [];
}

/** Calls `visit` with the settings of every card in the layout's sections (`sections[].rows[].cards[]`). */
export function forEachCardSettings(
  layout: unknown,
  visit: (settings: Record<string, unknown>, name: string) => void,
): void {
  if (!isRecord(layout) || !Array.isArray(layout.sections)) return;
  for (const section of layout.sections) {
    if (!isRecord(section) || !Array.isArray(section.rows)) continue;
    for (const row of section.rows) {
      if (!isRecord(row) || !Array.isArray(row.cards)) continue;
      for (const card of row.cards) {
        if (!isRecord(card) || !isRecord(card.component)) continue;
        const name = typeof card.component.name === 'string' ? card.component.name : '';
        visit(ensureRecord(card.component, 'settings'), name);
      }
    }
  }
}
