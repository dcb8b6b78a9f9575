import { TELEMETRY_LIMITS } from './telemetryLimits.ts';

/** A workflow under way (spec 3 §3): its name, when it started, the steps taken so far, and its id. */
export interface TrackedWorkflow {
  readonly name: string;
  readonly startTime: number;
  readonly steps: readonly string[];
  readonly workflowId: string;
}

/**
 * A workflow's next state (spec 3 §4: start, steps, then finish or cancel). `start` begins one (replacing any of that
 * name); `step` adds a step and `finish`/`cancel` end it — for a workflow that was started, and not more than 30
 * minutes ago: a stored one that is older is discarded (`undefined`, and nothing is tracked).
 *
 * @example
 * const started = advanceWorkflow(undefined, { action: 'start', name: 'publish', id: 'w1' }, 0);
 * advanceWorkflow(started.workflow, { action: 'step', step: 'upload' }, 60_000).workflow?.steps; // ['upload']
 */
export function advanceWorkflow(
  stored: TrackedWorkflow | undefined,
  change:
    | { readonly action: 'start'; readonly name: string; readonly id: string }
    | { readonly action: 'step'; readonly step: string }
    | { readonly action: 'finish' | 'cancel' },
  now: number,
): { readonly workflow: TrackedWorkflow | undefined; readonly track: boolean } {
  if (change.action === 'start') {
    return { workflow: { name: change.name, startTime: now, steps: [], workflowId: change.id }, track: true };
  }
  const live = stored && now - stored.startTime <= TELEMETRY_LIMITS.workflowExpiryMs ? stored : undefined;
  if (!live) return { workflow: undefined, track: false };
  if (change.action === 'step') return { workflow: { ...live, steps: [...live.steps, change.step] }, track: true };
  return { workflow: undefined, track: true };
}
