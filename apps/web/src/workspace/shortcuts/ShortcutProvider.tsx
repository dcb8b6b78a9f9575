import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { createShortcutMatcher } from './shortcutMatcher.ts';
import { WORKSPACE_SHORTCUTS, type WorkspaceAction } from './workspaceShortcuts.ts';

type Handler = () => void;

interface ShortcutRegistry {
  register(action: WorkspaceAction, handler: Handler): () => void;
}

const ShortcutContext = createContext<ShortcutRegistry | undefined>(undefined);

const FIELD = /^(input|textarea|select|calcite-input.*|calcite-text-area|calcite-combobox|calcite-color-picker.*)$/i;

/** True when the key was typed into a field (native, Calcite, or editable content). */
function typedInField(event: KeyboardEvent): boolean {
  return event
    .composedPath()
    .some((target) => target instanceof HTMLElement && (FIELD.test(target.tagName) || target.isContentEditable));
}

/**
 * Listens for the workspace's shortcuts while `enabled` (the keyboard-shortcuts permission): the most recently
 * registered handler of an action runs (an open editor's save before anything else), and the key's default is
 * prevented only when something handled it.
 */
export function ShortcutProvider({ enabled, children }: { readonly enabled: boolean; readonly children: ReactNode }) {
  const handlers = useRef(new Map<WorkspaceAction, Handler[]>());
  const registry = useMemo<ShortcutRegistry>(
    () => ({
      register: (action, handler) => {
        const list = handlers.current.get(action) ?? [];
        handlers.current.set(action, [...list, handler]);
        return () =>
          handlers.current.set(
            action,
            (handlers.current.get(action) ?? []).filter((h) => h !== handler),
          );
      },
    }),
    [],
  );

  useEffect(() => {
    if (!enabled) return;
    const match = createShortcutMatcher(WORKSPACE_SHORTCUTS, () => Date.now());
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat) return;
      const action = match({
        key: event.key,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        altKey: event.altKey,
        inField: typedInField(event),
      });
      const handler = action ? handlers.current.get(action)?.at(-1) : undefined;
      if (!handler) return;
      event.preventDefault();
      handler();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [enabled]);

  return <ShortcutContext.Provider value={registry}>{children}</ShortcutContext.Provider>;
}

/**
 * Runs `handler` for a workspace shortcut while the component is mounted (and `active`).
 *
 * @example
 * useShortcut('save', () => void save(), dirty);
 */
export function useShortcut(action: WorkspaceAction, handler: Handler, active = true): void {
  const registry = useContext(ShortcutContext);
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!registry || !active) return;
    return registry.register(action, () => latest.current());
  }, [registry, action, active]);
}
