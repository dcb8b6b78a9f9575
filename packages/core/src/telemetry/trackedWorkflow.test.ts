import { describe, expect, it } from 'vitest';
import { advanceWorkflow } from './trackedWorkflow.ts';

describe('advanceWorkflow', () => {
  const minutes = (n: number) => n * 60_000;

  it('goes start, steps, then finish or cancel', () => {
    const started = advanceWorkflow(undefined, { action: 'start', name: 'publish', id: 'w1' }, 0);
    expect(started).toEqual({ workflow: { name: 'publish', startTime: 0, steps: [], workflowId: 'w1' }, track: true });
    const stepped = advanceWorkflow(started.workflow, { action: 'step', step: 'upload' }, minutes(5));
    expect(stepped.workflow?.steps).toEqual(['upload']);
    expect(advanceWorkflow(stepped.workflow, { action: 'finish' }, minutes(10))).toEqual({
      workflow: undefined,
      track: true,
    });
    expect(advanceWorkflow(stepped.workflow, { action: 'cancel' }, minutes(10)).track).toBe(true);
  });

  it('discards a stored workflow older than 30 minutes, and one never started, tracking nothing', () => {
    const started = advanceWorkflow(undefined, { action: 'start', name: 'publish', id: 'w1' }, 0).workflow;
    expect(advanceWorkflow(started, { action: 'step', step: 'late' }, minutes(30)).track).toBe(true);
    expect(advanceWorkflow(started, { action: 'step', step: 'late' }, minutes(30) + 1)).toEqual({
      workflow: undefined,
      track: false,
    });
    expect(advanceWorkflow(started, { action: 'finish' }, minutes(31)).track).toBe(false);
    expect(advanceWorkflow(undefined, { action: 'finish' }, 0).track).toBe(false);
  });
});
