/** A value with its undo and redo stacks. */
export interface UndoHistory<T> {
  readonly past: readonly T[];
  readonly present: T;
  readonly future: readonly T[];
}

/** How many steps back the editor remembers. */
export const UNDO_LIMIT = 100;

export function startHistory<T>(present: T): UndoHistory<T> {
  return { past: [], present, future: [] };
}

/** A new state: the old one goes on the undo stack (capped), redo is cleared. An unchanged value changes nothing. */
export function record<T>(history: UndoHistory<T>, next: T): UndoHistory<T> {
  if (next === history.present) return history;
  return { past: [...history.past, history.present].slice(-UNDO_LIMIT), present: next, future: [] };
}

export function undo<T>(history: UndoHistory<T>): UndoHistory<T> {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
}

export function redo<T>(history: UndoHistory<T>): UndoHistory<T> {
  const [next, ...rest] = history.future;
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future: rest };
}
