import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createKeys, readLayoutDraft, writeLayoutDraft, type LayoutDraft } from './layoutDraft.ts';
import { findCard, type CardPath } from './layoutOps.ts';
import { record, redo, startHistory, undo, type UndoHistory } from './undoHistory.ts';

/** The layout editor's state and actions. */
export interface LayoutEditorState {
  readonly draft: LayoutDraft;
  readonly dirty: boolean;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  /** The selected card, by key (it keeps its selection when moved). */
  readonly selected: string | undefined;
  readonly selectedPath: CardPath | undefined;
  readonly keys: () => string;
  /** Applies a change as one undo step; changes with the same `coalesce` key in a row are one step (typing). */
  apply(change: (draft: LayoutDraft) => LayoutDraft, coalesce?: string): void;
  select(key: string | undefined): void;
  undo(): void;
  redo(): void;
  /** Back to what is stored. */
  discard(): void;
  /** The stored sections of the draft. */
  written(): Record<string, unknown>[];
}

/**
 * Holds a layout being edited: the draft read from the stored sections, undo and redo, the selected card, and
 * whether anything differs from what is stored. When the stored layout changes (after a save), the editor starts
 * again from it.
 *
 * @example
 * const editor = useLayoutEditor(page.layout.sections);
 * editor.apply((draft) => addSection(draft, editor.keys));
 */
export function useLayoutEditor(stored: unknown): LayoutEditorState {
  const keys = useRef(createKeys()).current;
  const storedJson = JSON.stringify(stored ?? []);
  const baseline = useMemo(() => readLayoutDraft(JSON.parse(storedJson), keys), [storedJson, keys]);
  const [history, setHistory] = useState<UndoHistory<LayoutDraft>>(() => startHistory(baseline));
  const [selected, setSelected] = useState<string>();
  const lastCoalesce = useRef<string | undefined>(undefined);

  useEffect(() => {
    setHistory(startHistory(baseline));
    lastCoalesce.current = undefined;
  }, [baseline]);

  const apply = useCallback((change: (draft: LayoutDraft) => LayoutDraft, coalesce?: string) => {
    const merge = coalesce !== undefined && coalesce === lastCoalesce.current;
    lastCoalesce.current = coalesce;
    setHistory((current) => {
      const next = change(current.present);
      return merge ? { ...current, present: next, future: [] } : record(current, next);
    });
  }, []);

  // Against the baseline as written, so reading (dropping what is not a card, widths filled in) is not a change.
  const baselineJson = useMemo(() => JSON.stringify(writeLayoutDraft(baseline)), [baseline]);
  const dirty = JSON.stringify(writeLayoutDraft(history.present)) !== baselineJson;
  return {
    draft: history.present,
    dirty,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    selected,
    selectedPath: findCard(history.present, selected),
    keys,
    apply,
    select: setSelected,
    undo: () => {
      lastCoalesce.current = undefined;
      setHistory(undo);
    },
    redo: () => {
      lastCoalesce.current = undefined;
      setHistory(redo);
    },
    discard: () => {
      lastCoalesce.current = undefined;
      setHistory(startHistory(baseline));
    },
    written: () => writeLayoutDraft(history.present),
  };
}
