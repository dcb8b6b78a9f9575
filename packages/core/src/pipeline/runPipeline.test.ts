import { describe, expect, it } from 'vitest';
import { PipelineError } from '../errors/PipelineError.ts';
import { enrichSafely, type EnrichmentError } from './enrichSafely.ts';
import { runPipeline } from './runPipeline.ts';

function clock(): () => number {
  let t = 100;
  return () => t++;
}

describe('runPipeline', () => {
  it('runs steps in order and records each as finished', async () => {
    const { value, stack } = await runPipeline(
      1,
      [
        { name: 'double', run: (n) => n * 2 },
        { name: 'inc', run: async (n) => n + 1 },
      ],
      { now: clock() },
    );
    expect(value).toBe(3);
    expect(stack.entries).toEqual([
      { name: 'double', state: 'finished', startedAt: 100, finishedAt: 101 },
      { name: 'inc', state: 'finished', startedAt: 102, finishedAt: 103 },
    ]);
  });

  it('throws "pipeline execution error" with the operation stack and the cause', async () => {
    const boom = new Error('boom');
    const run = runPipeline(
      1,
      [
        { name: 'ok', run: (n) => n },
        {
          name: 'fails',
          run: () => {
            throw boom;
          },
        },
        { name: 'never', run: (n) => n },
      ],
      { now: clock() },
    );
    const error = await run.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PipelineError);
    const pipelineError = error as PipelineError;
    expect(pipelineError.message).toBe('pipeline execution error');
    expect(pipelineError.code).toBe('PIPELINE_EXECUTION_ERROR');
    expect(pipelineError.cause).toBe(boom);
    expect(pipelineError.operationStack.entries.map((e) => [e.name, e.state])).toEqual([
      ['ok', 'finished'],
      ['fails', 'started'],
    ]);
  });
});

describe('enrichSafely', () => {
  it('collects a failed enrichment as an error of type Other instead of failing', async () => {
    const errors: EnrichmentError[] = [];
    expect(await enrichSafely(async () => 'owner', errors)).toBe('owner');
    expect(await enrichSafely(() => Promise.reject(new Error('no owner')), errors)).toBeUndefined();
    expect(errors).toEqual([{ type: 'Other', message: 'no owner' }]);
  });
});
