import type { CardTemplate } from './cardTemplates.ts';
import type { DraftCard, DraftRow, DraftSection, LayoutDraft } from './layoutDraft.ts';

/** Where a part is: a section, a row in it, a card in that. */
export interface RowPath {
  readonly section: number;
  readonly row: number;
}
export interface CardPath extends RowPath {
  readonly card: number;
}

function move<T>(items: readonly T[], index: number, step: number): T[] {
  const target = index + step;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(index, 1);
  if (moved !== undefined) next.splice(target, 0, moved);
  return next;
}

function mapAt<T>(items: readonly T[], index: number, change: (item: T) => T): T[] {
  return items.map((item, i) => (i === index ? change(item) : item));
}

function withRows(
  draft: LayoutDraft,
  section: number,
  change: (rows: readonly DraftRow[]) => readonly DraftRow[],
): LayoutDraft {
  return mapAt(draft, section, (s) => ({ ...s, rows: change(s.rows) }));
}

function withCards(
  draft: LayoutDraft,
  at: RowPath,
  change: (cards: readonly DraftCard[]) => readonly DraftCard[],
): LayoutDraft {
  return withRows(draft, at.section, (rows) => mapAt(rows, at.row, (r) => ({ ...r, cards: change(r.cards) })));
}

/** A new section with one empty row, at `index` (the end by default). */
export function addSection(draft: LayoutDraft, key: () => string, index = draft.length): LayoutDraft {
  const section: DraftSection = {
    key: key(),
    rest: { containment: 'fixed' },
    rows: [{ key: key(), rest: {}, cards: [] }],
  };
  const next = [...draft];
  next.splice(Math.min(Math.max(index, 0), draft.length), 0, section);
  return next;
}

export function removeSection(draft: LayoutDraft, section: number): LayoutDraft {
  return draft.filter((_, i) => i !== section);
}

/** Moves a section up (-1) or down (+1); nothing happens past the ends. */
export function moveSection(draft: LayoutDraft, section: number, step: -1 | 1): LayoutDraft {
  return move(draft, section, step);
}

export function addRow(draft: LayoutDraft, section: number, key: () => string): LayoutDraft {
  return withRows(draft, section, (rows) => [...rows, { key: key(), rest: {}, cards: [] }]);
}

export function removeRow(draft: LayoutDraft, at: RowPath): LayoutDraft {
  return withRows(draft, at.section, (rows) => rows.filter((_, i) => i !== at.row));
}

export function moveRow(draft: LayoutDraft, at: RowPath, step: -1 | 1): LayoutDraft {
  return withRows(draft, at.section, (rows) => move(rows, at.row, step));
}

/** Adds a card from a template at the end of a row. */
export function addCard(draft: LayoutDraft, at: RowPath, template: CardTemplate, key: () => string): LayoutDraft {
  const card: DraftCard = {
    key: key(),
    width: template.width,
    name: template.name,
    settings: template.settings,
    rest: {},
  };
  return withCards(draft, at, (cards) => [...cards, card]);
}

export function removeCard(draft: LayoutDraft, at: CardPath): LayoutDraft {
  return withCards(draft, at, (cards) => cards.filter((_, i) => i !== at.card));
}

/** Moves a card before (-1) or after (+1) its neighbour in the row. */
export function moveCard(draft: LayoutDraft, at: CardPath, step: -1 | 1): LayoutDraft {
  return withCards(draft, at, (cards) => move(cards, at.card, step));
}

/**
 * Moves a card to the end of the row above (-1) or below (+1) in its section, if there is one.
 *
 * @example
 * moveCardToRow(draft, { section: 0, row: 1, card: 0 }, -1); // now the last card of row 0
 */
export function moveCardToRow(draft: LayoutDraft, at: CardPath, step: -1 | 1): LayoutDraft {
  const rows = draft[at.section]?.rows ?? [];
  const card = rows[at.row]?.cards[at.card];
  const target = at.row + step;
  if (!card || target < 0 || target >= rows.length) return draft;
  return withRows(draft, at.section, (current) =>
    current.map((row, i) => {
      if (i === at.row) return { ...row, cards: row.cards.filter((_, c) => c !== at.card) };
      if (i === target) return { ...row, cards: [...row.cards, card] };
      return row;
    }),
  );
}

/** Changes a card's settings (merged) and, optionally, its width (1–12). */
export function updateCard(
  draft: LayoutDraft,
  at: CardPath,
  change: { readonly settings?: Readonly<Record<string, unknown>>; readonly width?: number },
): LayoutDraft {
  return withCards(draft, at, (cards) =>
    mapAt(cards, at.card, (card) => ({
      ...card,
      ...(change.settings ? { settings: { ...card.settings, ...change.settings } } : {}),
      ...(change.width !== undefined ? { width: Math.min(12, Math.max(1, Math.round(change.width))) } : {}),
    })),
  );
}

/** The card at a path, if there is one. */
export function cardAt(draft: LayoutDraft, at: CardPath | undefined): DraftCard | undefined {
  return at ? draft[at.section]?.rows[at.row]?.cards[at.card] : undefined;
}

/** Where the card with this key is now (after moves), if it is still there. */
export function findCard(draft: LayoutDraft, key: string | undefined): CardPath | undefined {
  if (!key) return undefined;
  for (const [section, s] of draft.entries()) {
    for (const [row, r] of s.rows.entries()) {
      const card = r.cards.findIndex((c) => c.key === key);
      if (card >= 0) return { section, row, card };
    }
  }
  return undefined;
}
