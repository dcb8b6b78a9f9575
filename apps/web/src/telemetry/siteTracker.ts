import { advanceWorkflow, type TelemetryEventInput, type TrackedWorkflow } from '@plaza/core';
import { browserEnvironment, Tracker, type TrackerSetup } from './tracker.ts';

let current: { key: string; tracker: Tracker } | undefined;

/**
 * Runs the page's one tracker for a site and visitor (replacing one for another site, visitor or token); answers
 * whether it started now — the caller then tracks the page being shown.
 *
 * @example
 * if (startSiteTracker({ siteId, userType: 'anonymous' })) trackEvent({ eventType: 'pageView', path });
 */
export function startSiteTracker(setup: TrackerSetup): boolean {
  const key = `${setup.siteId}|${setup.userType}|${setup.token ?? ''}`;
  if (current?.key === key && current.tracker.running) return false;
  current?.tracker.stop();
  current = { key, tracker: new Tracker(setup, browserEnvironment()) };
  return true;
}

/** Stops the page's tracker, if any (telemetry turned off, or the visitor refused). */
export function stopSiteTracker(): void {
  current?.tracker.stop();
  current = undefined;
}

/**
 * Queues an event with the page's tracker; nothing at all when none runs (no consent, telemetry off). Downloads and
 * sign-ins are tracked this way from wherever they happen.
 *
 * @example
 * trackEvent({ eventType: 'download', itemId, format: 'csv' });
 */
export function trackEvent(event: TelemetryEventInput): void {
  current?.tracker.track(event);
}

/** Notes activity (keeps the session awake, at most every 20 s). */
export function noteActivity(): void {
  current?.tracker.activity();
}

/** Sends what waits now (the page is being hidden). */
export function flushTracker(): void {
  void current?.tracker.flush();
}

/** A workflow under way (spec 3 §4): one step at a time, then finished or cancelled. */
export interface WorkflowTracking {
  step(step: string): void;
  finish(response: 'Success' | 'Failure'): void;
  cancel(): void;
}

/**
 * Tracks a workflow — start, steps, then finish or cancel (spec 3 §4) — through core's `advanceWorkflow`, so a
 * workflow left for more than 30 minutes is discarded and its end not tracked. Events carry the workflow's id and,
 * at the end, its duration.
 *
 * @example
 * const download = startWorkflow('download', 'csv');
 * download.finish('Success');
 */
export function startWorkflow(name: string, label?: string): WorkflowTracking {
  let stored: TrackedWorkflow | undefined;
  const send = (action: string, extra: Partial<TelemetryEventInput> = {}) => {
    if (!stored) return;
    trackEvent({
      eventType: 'workflow',
      category: name,
      action,
      workflowId: stored.workflowId,
      ...(label ? { label } : {}),
      ...extra,
    });
  };
  stored = advanceWorkflow(undefined, { action: 'start', name, id: crypto.randomUUID() }, Date.now()).workflow;
  send('start');
  const end = (action: 'finish' | 'cancel', response?: 'Success' | 'Failure') => {
    const began = stored;
    const next = advanceWorkflow(stored, { action }, Date.now());
    if (next.track && began) {
      send(action, { duration: Date.now() - began.startTime, ...(response ? { response } : {}) });
    }
    stored = undefined;
  };
  return {
    step: (step) => {
      const next = advanceWorkflow(stored, { action: 'step', step }, Date.now());
      stored = next.workflow;
      if (next.track) send('step', { label: step.slice(0, 256) });
    },
    finish: (response) => end('finish', response),
    cancel: () => end('cancel'),
  };
}

const SIGNED_IN_FLAG = 'PLAZA_TELEMETRY_SIGNED_IN';

/** Notes that the visitor just signed in (kept for the page they return to, which tracks it if it may). */
export function noteSignIn(): void {
  try {
    window.sessionStorage.setItem(SIGNED_IN_FLAG, '1');
  } catch {
    // No storage: the sign-in is not counted.
  }
}

/** Tracks a sign-in noted by {@link noteSignIn}, once. */
export function trackNotedSignIn(): void {
  try {
    if (window.sessionStorage.getItem(SIGNED_IN_FLAG) !== '1') return;
    window.sessionStorage.removeItem(SIGNED_IN_FLAG);
  } catch {
    return;
  }
  trackEvent({ eventType: 'signIn', response: 'Success' });
}
