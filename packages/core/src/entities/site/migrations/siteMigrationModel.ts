import { ensureRecord, isRecord, type MutableItemModel } from '../../common/mutableItemModel.ts';

/** A site model being migrated: a private deep copy the steps may change in place. */
export type MutableSiteModel = MutableItemModel;

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
