import { describe, expect, it } from 'vitest';
import type { HubQuery } from './HubQuery.ts';
import { validateQuery } from './validateQuery.ts';

describe('validateQuery', () => {
  it('needs a query', () => {
    expect(() => validateQuery(undefined)).toThrow(
      expect.objectContaining({ code: 'QUERY_REQUIRED', message: 'Query is required.' }),
    );
  });

  it('needs a filters array', () => {
    const query = { targetEntity: 'item', filters: 'type:CSV' } as unknown as HubQuery;
    expect(() => validateQuery(query)).toThrow(
      expect.objectContaining({ code: 'QUERY_FILTERS_NOT_ARRAY', message: 'Query must have a filters array.' }),
    );
  });

  it('needs a filter or a collection', () => {
    expect(() => validateQuery({ targetEntity: 'item', filters: [] })).toThrow(
      expect.objectContaining({
        code: 'QUERY_EMPTY',
        message: 'Query must contain at least one Filter or a collection.',
      }),
    );
  });

  it('accepts a collection alone, or a filter alone', () => {
    expect(() => validateQuery({ targetEntity: 'item', filters: [], collection: 'dataset' })).not.toThrow();
    expect(() => validateQuery({ targetEntity: 'item', filters: [{ predicates: [{ type: 'CSV' }] }] })).not.toThrow();
  });
});
