import type { Shortcut } from './shortcutMatcher.ts';

/** What the workspace's shortcuts do. */
export type WorkspaceAction = 'help' | 'home' | 'site' | 'nextPane' | 'previousPane' | 'save' | 'undo' | 'redo';

/**
 * The workspace's keyboard shortcuts (issue 9; gated by `hub:feature:keyboardshortcuts`), listed in the `?` dialog
 * in this order. Editors handle save, undo and redo; the shell handles the rest.
 *
 * @example
 * WORKSPACE_SHORTCUTS.find((shortcut) => shortcut.action === 'help')?.keys; // "?"
 */
export const WORKSPACE_SHORTCUTS: readonly Shortcut<WorkspaceAction>[] = Object.freeze([
  { keys: '?', action: 'help' },
  { keys: 'g h', action: 'home' },
  { keys: 'g s', action: 'site' },
  { keys: ']', action: 'nextPane' },
  { keys: '[', action: 'previousPane' },
  { keys: 'mod+s', action: 'save' },
  { keys: 'mod+z', action: 'undo' },
  { keys: 'mod+y', action: 'redo' },
]);
