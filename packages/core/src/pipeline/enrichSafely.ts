/** An enrichment that failed, collected instead of failing the whole result (spec 1 §8, spec 3 §8). */
export interface EnrichmentError {
  readonly type: 'Other';
  readonly message: string;
}

/**
 * Runs one enrichment; when it throws, records an {@link EnrichmentError} in `errors` and returns `undefined`
 * instead of failing.
 *
 * @example
 * const errors: EnrichmentError[] = [];
 * const owner = await enrichSafely(() => getUser(item.owner, options), errors);
 * // owner is undefined and errors holds { type: 'Other', message } when the call failed
 */
export async function enrichSafely<T>(enrich: () => Promise<T>, errors: EnrichmentError[]): Promise<T | undefined> {
  try {
    return await enrich();
  } catch (error) {
    errors.push({ type: 'Other', message: error instanceof Error ? error.message : String(error) });
    return undefined;
  }
}
