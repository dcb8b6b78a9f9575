import { HubError } from './HubError.ts';

/**
 * No entity of the kind answers to the identifier (id, slug or `org::slug`), or the item found is of another kind.
 *
 * @example
 * try { await fetchEntity('site', 'riverside::parks', options); }
 * catch (e) { if (e instanceof HubError && e.code === 'ENTITY_NOT_FOUND') return notFound(); }
 */
export class EntityNotFoundError extends HubError {
  declare readonly code: 'ENTITY_NOT_FOUND';

  constructor(
    readonly kind: string,
    readonly identifier: string,
    options: { cause?: unknown } = {},
  ) {
    super('ENTITY_NOT_FOUND', `No ${kind} found for "${identifier}".`, { ...options, status: 404 });
    this.name = 'EntityNotFoundError';
  }
}
