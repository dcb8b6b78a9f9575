import { describe, expect, it } from 'vitest';
import { cardTemplate, cardTypeOf } from './cardTemplates.ts';
import { createKeys, readLayoutDraft, writeLayoutDraft } from './layoutDraft.ts';
import {
  addCard,
  addRow,
  addSection,
  cardAt,
  findCard,
  moveCard,
  moveCardToRow,
  moveRow,
  moveSection,
  removeCard,
  removeRow,
  removeSection,
  updateCard,
} from './layoutOps.ts';
import { record, redo, startHistory, undo, UNDO_LIMIT } from './undoHistory.ts';

const words = { text: '## Hello', statTitle: 'Parks', title: 'Title' };
const stored = [
  {
    containment: 'fluid',
    style: { background: { color: '#eef' } },
    rows: [
      { cards: [{ width: 8, component: { name: 'markdown-card', settings: { markdown: 'A' } }, extra: 1 }] },
      { cards: [] },
    ],
  },
  'not a section',
  { rows: [{ cards: [{ component: { name: 'mystery-card', settings: { x: 1 } } }] }] },
];

describe('layout draft', () => {
  it('reads stored sections and writes them back unchanged, unknown fields and cards included', () => {
    const draft = readLayoutDraft(stored, createKeys());
    expect(draft).toHaveLength(2);
    expect(writeLayoutDraft(draft)).toEqual([
      stored[0],
      { rows: [{ cards: [{ width: 12, component: { name: 'mystery-card', settings: { x: 1 } } }] }] },
    ]);
  });

  it('gives every part its own key', () => {
    const draft = readLayoutDraft(stored, createKeys());
    const keys = draft.flatMap((s) => [s.key, ...s.rows.flatMap((r) => [r.key, ...r.cards.map((c) => c.key)])]);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('layout operations', () => {
  const key = createKeys('n');
  const base = readLayoutDraft(stored, createKeys());

  it('adds, moves and removes sections', () => {
    const added = addSection(base, key);
    expect(added).toHaveLength(3);
    expect(added[2]?.rows).toHaveLength(1);
    const moved = moveSection(added, 2, -1);
    expect(moved[1]?.key).toBe(added[2]?.key);
    expect(moveSection(added, 0, -1)).toEqual(added);
    expect(removeSection(moved, 1).map((s) => s.key)).toEqual([added[0]?.key, added[1]?.key]);
  });

  it('adds, moves and removes rows', () => {
    const added = addRow(base, 0, key);
    expect(added[0]?.rows).toHaveLength(3);
    expect(moveRow(added, { section: 0, row: 0 }, 1)[0]?.rows[1]?.cards).toHaveLength(1);
    expect(removeRow(added, { section: 0, row: 0 })[0]?.rows).toHaveLength(2);
  });

  it('adds a text card and a stat card in the stored shape the public site renders', () => {
    let draft = addCard(base, { section: 0, row: 1 }, cardTemplate('text', words), key);
    draft = addCard(draft, { section: 0, row: 1 }, cardTemplate('stat', words), key);
    const row = writeLayoutDraft(draft)[0]?.rows as { cards: unknown[] }[];
    expect(row[1]?.cards).toEqual([
      { width: 12, component: { name: 'markdown-card', settings: { markdown: '## Hello' } } },
      {
        width: 4,
        component: {
          name: 'summary-statistic-card',
          settings: {
            type: 'static',
            cardTitle: 'Parks',
            value: 0,
            leadingText: '',
            trailingText: '',
            textAlign: 'center',
          },
        },
      },
    ]);
  });

  it('moves cards within a row and to the next row, and removes them', () => {
    let draft = addCard(base, { section: 0, row: 0 }, cardTemplate('stat', words), key);
    const first = draft[0]?.rows[0]?.cards[0]?.key;
    draft = moveCard(draft, { section: 0, row: 0, card: 0 }, 1);
    expect(draft[0]?.rows[0]?.cards[1]?.key).toBe(first);
    draft = moveCardToRow(draft, { section: 0, row: 0, card: 1 }, 1);
    expect(findCard(draft, first)).toEqual({ section: 0, row: 1, card: 0 });
    expect(moveCardToRow(draft, { section: 0, row: 1, card: 0 }, 1)).toBe(draft);
    draft = removeCard(draft, { section: 0, row: 1, card: 0 });
    expect(findCard(draft, first)).toBeUndefined();
  });

  it('changes settings and keeps widths between 1 and 12', () => {
    const at = { section: 0, row: 0, card: 0 };
    const draft = updateCard(base, at, { settings: { markdown: 'B' }, width: 20 });
    expect(cardAt(draft, at)).toMatchObject({ width: 12, settings: { markdown: 'B' } });
    expect(cardAt(updateCard(base, at, { width: 0 }), at)?.width).toBe(1);
  });

  it('knows the stored names of every card type it adds', () => {
    for (const type of ['text', 'stat', 'image', 'gallery', 'map', 'hero'] as const) {
      expect(cardTypeOf(cardTemplate(type, words).name)).toBe(type);
    }
    expect(cardTypeOf('mystery-card')).toBeUndefined();
  });
});

describe('undo history', () => {
  it('undoes and redoes, and a new change clears redo', () => {
    let history = startHistory('a');
    history = record(history, 'b');
    history = record(history, 'c');
    history = undo(history);
    expect(history.present).toBe('b');
    history = redo(history);
    expect(history.present).toBe('c');
    history = undo(undo(history));
    expect(history.present).toBe('a');
    expect(undo(history)).toBe(history);
    history = record(history, 'z');
    expect(history.future).toEqual([]);
    expect(redo(history)).toBe(history);
  });

  it('remembers at most the limit, and ignores a change to the same value', () => {
    let history = startHistory(0);
    for (let i = 1; i <= UNDO_LIMIT + 5; i += 1) history = record(history, i);
    expect(history.past).toHaveLength(UNDO_LIMIT);
    expect(record(history, history.present)).toBe(history);
  });
});
