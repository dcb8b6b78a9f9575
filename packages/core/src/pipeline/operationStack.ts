/** One step of a pipeline run: started, then finished (or left started when it threw). */
export interface OperationEntry {
  readonly name: string;
  readonly state: 'started' | 'finished';
  readonly startedAt: number;
  readonly finishedAt?: number;
}

/** The steps a pipeline run went through, in order. */
export interface OperationStack {
  readonly entries: readonly OperationEntry[];
}

/**
 * An empty operation stack.
 *
 * @example
 * const stack = createOperationStack(); // { entries: [] }
 */
export function createOperationStack(): OperationStack {
  return { entries: [] };
}

/**
 * Records that a step started.
 *
 * @example
 * stack = startOperation(stack, 'fetchOwner', Date.now());
 */
export function startOperation(stack: OperationStack, name: string, at: number): OperationStack {
  return { entries: [...stack.entries, { name, state: 'started', startedAt: at }] };
}

/**
 * Records that the most recent started step of that name finished.
 *
 * @example
 * stack = finishOperation(stack, 'fetchOwner', Date.now());
 */
export function finishOperation(stack: OperationStack, name: string, at: number): OperationStack {
  const index = stack.entries.findLastIndex((entry) => entry.name === name && entry.state === 'started');
  if (index < 0) return stack;
  return {
    entries: stack.entries.map((entry, i) => (i === index ? { ...entry, state: 'finished', finishedAt: at } : entry)),
  };
}
