/** A shortcut: one key (`?`), a key with the platform modifier (`mod+s`), or a two-key sequence (`g h`). */
export interface Shortcut<A extends string = string> {
  readonly keys: string;
  readonly action: A;
}

/** What the matcher needs of a keyboard event. */
export interface KeyPress {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
  /** True while typing in a field: then only `mod+` shortcuts apply. */
  readonly inField: boolean;
}

/** How long the second key of a sequence may wait. */
export const SEQUENCE_TIMEOUT_MS = 1500;

/**
 * Matches key presses against shortcuts, sequences included (`g` then `h`). Plain keys never fire while typing in a
 * field, so typing `?` in a summary is just a question mark; `mod+` shortcuts (Ctrl, or ⌘ on a Mac) always do.
 * The clock is injected so tests never wait.
 *
 * @example
 * const match = createShortcutMatcher([{ keys: 'g h', action: 'home' }], () => Date.now());
 * match(press('g')); match(press('h')); // "home"
 */
export function createShortcutMatcher<A extends string>(
  shortcuts: readonly Shortcut<A>[],
  now: () => number,
): (press: KeyPress) => A | undefined {
  let pending: { readonly key: string; readonly at: number } | undefined;
  return (press) => {
    const mod = press.ctrlKey || press.metaKey;
    const key = press.key.length === 1 ? press.key.toLowerCase() : press.key;
    if (mod) {
      pending = undefined;
      return shortcuts.find((shortcut) => shortcut.keys === `mod+${key}`)?.action;
    }
    if (press.inField || press.altKey) return undefined;
    const previous = pending && now() - pending.at <= SEQUENCE_TIMEOUT_MS ? pending.key : undefined;
    pending = undefined;
    if (previous) {
      const sequence = shortcuts.find((shortcut) => shortcut.keys === `${previous} ${key}`);
      if (sequence) return sequence.action;
    }
    const single = shortcuts.find((shortcut) => shortcut.keys === (press.key === '?' ? '?' : key));
    if (single) return single.action;
    if (shortcuts.some((shortcut) => shortcut.keys.startsWith(`${key} `))) pending = { key, at: now() };
    return undefined;
  };
}
