import type { OperationStack } from '../pipeline/operationStack.ts';
import { HubError } from './HubError.ts';

/**
 * A step of a pipeline threw. The message is "pipeline execution error" (spec 1 §8); the operation stack
 * records every step started and finished up to the failure, and `cause` is what the step threw.
 *
 * @example
 * catch (e) { if (e instanceof PipelineError) log(e.operationStack.entries.map((x) => x.name)); }
 */
export class PipelineError extends HubError {
  declare readonly code: 'PIPELINE_EXECUTION_ERROR';

  constructor(
    readonly operationStack: OperationStack,
    cause: unknown,
  ) {
    super('PIPELINE_EXECUTION_ERROR', 'pipeline execution error', { cause });
    this.name = 'PipelineError';
  }
}
