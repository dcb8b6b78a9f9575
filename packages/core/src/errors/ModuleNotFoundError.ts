import { HubError } from './HubError.ts';

/**
 * A lazily loaded module (a chart component, a chunk) could not be found (spec 1 §8).
 *
 * @example
 * new ModuleNotFoundError('charts/pie').code; // "MODULE_NOT_FOUND"
 */
export class ModuleNotFoundError extends HubError {
  declare readonly code: 'MODULE_NOT_FOUND';

  constructor(
    readonly moduleName: string,
    options: { cause?: unknown } = {},
  ) {
    super('MODULE_NOT_FOUND', `Module not found: ${moduleName}`, options);
    this.name = 'ModuleNotFoundError';
  }
}
