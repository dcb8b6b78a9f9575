/** A card as the editor holds it: the stored record (kept whole, so unknown fields survive) and a key for the UI. */
export interface DraftCard {
  readonly key: string;
  readonly width: number;
  readonly name: string;
  readonly settings: Readonly<Record<string, unknown>>;
  /** Every other stored field of the card, written back as it was. */
  readonly rest: Readonly<Record<string, unknown>>;
}

export interface DraftRow {
  readonly key: string;
  readonly cards: readonly DraftCard[];
  readonly rest: Readonly<Record<string, unknown>>;
}

export interface DraftSection {
  readonly key: string;
  readonly rows: readonly DraftRow[];
  /** containment, style and any other stored field. */
  readonly rest: Readonly<Record<string, unknown>>;
}

/** The layout being edited: sections → rows → cards (spec 1 §3 layout; the stored shape of Web app I, ADR 0081). */
export type LayoutDraft = readonly DraftSection[];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function list(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

function without(record: Record<string, unknown>, ...keys: string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => !keys.includes(key)));
}

/** Keys for new parts: unique within one editing session. */
export function createKeys(prefix = 'k'): () => string {
  let next = 0;
  return () => `${prefix}${(next += 1)}`;
}

/**
 * Reads stored layout sections into the editor's draft: what is not a section, row or card is dropped (as the
 * public renderer drops it); every other stored field is kept for the way back.
 *
 * @example
 * const draft = readLayoutDraft(site.layout.sections, createKeys());
 */
export function readLayoutDraft(sections: unknown, key: () => string): LayoutDraft {
  return list(sections).map((section) => ({
    key: key(),
    rest: without(section, 'rows'),
    rows: list(section.rows).map((row) => ({
      key: key(),
      rest: without(row, 'cards'),
      cards: list(row.cards).map((card) => {
        const component = isRecord(card.component) ? card.component : {};
        const width = typeof card.width === 'number' && Number.isFinite(card.width) ? card.width : 12;
        return {
          key: key(),
          width: Math.min(12, Math.max(1, Math.round(width))),
          name: typeof component.name === 'string' ? component.name : '',
          settings: isRecord(component.settings) ? component.settings : {},
          rest: without(card, 'component', 'width'),
        };
      }),
    })),
  }));
}

/**
 * The stored sections of a draft (the inverse of {@link readLayoutDraft}; editor keys are not stored).
 *
 * @example
 * updateEntity('page', { ...page, layout: { ...page.layout, sections: writeLayoutDraft(draft) } }, options);
 */
export function writeLayoutDraft(draft: LayoutDraft): Record<string, unknown>[] {
  return draft.map((section) => ({
    ...section.rest,
    rows: section.rows.map((row) => ({
      ...row.rest,
      cards: row.cards.map((card) => ({
        ...card.rest,
        width: card.width,
        component: { name: card.name, settings: card.settings },
      })),
    })),
  }));
}
