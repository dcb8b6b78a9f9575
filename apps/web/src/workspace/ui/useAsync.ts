import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from './errorMessage.ts';

/** Where a pane's own data stands. */
export type AsyncState<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'done'; readonly value: T }
  | { readonly status: 'failed'; readonly message: string };

/**
 * Loads a pane's own data (a list the entity's loader does not carry) when the pane shows and whenever `key`
 * changes; `reload` runs it again after a change. A result that arrives after the pane moved on is dropped.
 *
 * @example
 * const [groups, reload] = useAsync(() => getItemGroups(id, options), id);
 */
export function useAsync<T>(
  load: (signal: AbortSignal) => Promise<T>,
  key: string,
): readonly [AsyncState<T>, () => void] {
  const [state, setState] = useState<AsyncState<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  // The latest `load`: it is a new function every render; `key` and `round` say when to load again.
  const latest = useRef(load);
  useEffect(() => {
    latest.current = load;
  });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    latest.current(controller.signal).then(
      (value) => {
        if (!controller.signal.aborted) setState({ status: 'done', value });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', message: errorMessage(error) });
      },
    );
    return () => controller.abort();
  }, [key, round]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  return [state, reload] as const;
}
