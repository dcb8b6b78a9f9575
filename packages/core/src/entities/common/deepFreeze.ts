/**
 * Freezes an object and everything inside it, so a default cannot be changed by whoever reads it.
 *
 * @example
 * const DEFAULTS = deepFreeze({ theme: { body: { link: '#0079c1' } } });
 */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

/** A mutable deep copy of a (frozen) default: what every `...Defaults()` hands out. */
export function cloneDefault<T>(value: T): T {
  return structuredClone(value);
}
