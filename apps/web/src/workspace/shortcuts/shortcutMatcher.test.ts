import { describe, expect, it } from 'vitest';
import { createShortcutMatcher, SEQUENCE_TIMEOUT_MS, type KeyPress } from './shortcutMatcher.ts';

const shortcuts = [
  { keys: '?', action: 'help' },
  { keys: 'g h', action: 'home' },
  { keys: 'g s', action: 'site' },
  { keys: 'mod+s', action: 'save' },
  { keys: 'mod+z', action: 'undo' },
] as const;

function press(key: string, extra: Partial<KeyPress> = {}): KeyPress {
  return { key, ctrlKey: false, metaKey: false, altKey: false, inField: false, ...extra };
}

function setUp() {
  let now = 0;
  const match = createShortcutMatcher(shortcuts, () => now);
  return { match, wait: (ms: number) => (now += ms) };
}

describe('createShortcutMatcher', () => {
  it('opens the help with ?', () => {
    expect(setUp().match(press('?'))).toBe('help');
  });

  it('follows a two-key sequence, in either case', () => {
    const { match } = setUp();
    expect(match(press('g'))).toBeUndefined();
    expect(match(press('H'))).toBe('home');
  });

  it('forgets the first key of a sequence after the timeout', () => {
    const { match, wait } = setUp();
    match(press('g'));
    wait(SEQUENCE_TIMEOUT_MS + 1);
    expect(match(press('h'))).toBeUndefined();
  });

  it('forgets the first key when another key comes between', () => {
    const { match } = setUp();
    match(press('g'));
    match(press('x'));
    expect(match(press('h'))).toBeUndefined();
  });

  it('never fires plain keys while typing in a field', () => {
    const { match } = setUp();
    expect(match(press('?', { inField: true }))).toBeUndefined();
    expect(match(press('g', { inField: true }))).toBeUndefined();
    expect(match(press('h', { inField: false }))).toBeUndefined();
  });

  it('fires modifier shortcuts with Ctrl or ⌘, in fields too', () => {
    const { match } = setUp();
    expect(match(press('s', { ctrlKey: true, inField: true }))).toBe('save');
    expect(match(press('z', { metaKey: true }))).toBe('undo');
    expect(match(press('s'))).toBeUndefined();
  });

  it('ignores Alt combinations, which type characters on many keyboards', () => {
    expect(setUp().match(press('g', { altKey: true }))).toBeUndefined();
  });
});
