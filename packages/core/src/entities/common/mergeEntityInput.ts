/** True for a plain JSON object (not an array). */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * The defaults with an input laid over them: objects merged key by key (a partial theme keeps the other
 * default colours), arrays and values replaced, `undefined` ignored. Neither argument is changed.
 */
export function mergeEntityInput<T>(defaults: T, input: unknown): T {
  if (!isPlainObject(defaults) || !isPlainObject(input)) return (input === undefined ? defaults : input) as T;
  const result: Record<string, unknown> = { ...defaults };
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    result[key] = isPlainObject(result[key]) && isPlainObject(value) ? mergeEntityInput(result[key], value) : value;
  }
  return result as T;
}
