import { PipelineError } from '../errors/PipelineError.ts';
import { createOperationStack, finishOperation, startOperation, type OperationStack } from './operationStack.ts';

/** One named step: takes the value so far and returns the next one. */
export interface PipelineOperation<T> {
  readonly name: string;
  run(value: T): T | Promise<T>;
}

/**
 * Runs steps in order, each on the previous one's result, recording each in an operation stack.
 * A step that throws stops the run with a {@link PipelineError} carrying the stack and the cause.
 *
 * @example
 * const { value, stack } = await runPipeline(item, [{ name: 'owner', run: addOwner }], { now: Date.now });
 */
export async function runPipeline<T>(
  initial: T,
  operations: readonly PipelineOperation<T>[],
  options: { readonly now: () => number },
): Promise<{ readonly value: T; readonly stack: OperationStack }> {
  let stack = createOperationStack();
  let value = initial;
  for (const operation of operations) {
    stack = startOperation(stack, operation.name, options.now());
    try {
      value = await operation.run(value);
    } catch (error) {
      throw new PipelineError(stack, error);
    }
    stack = finishOperation(stack, operation.name, options.now());
  }
  return { value, stack };
}
