import type { z } from 'zod/mini';

/** A stored value parsed by its schema, or the fallback when it is missing or malformed (data from the portal is an edge). */
export function readField<S extends z.ZodMiniType>(schema: S, value: unknown, fallback: z.infer<S>): z.infer<S> {
  if (value === undefined || value === null) return fallback;
  const result = schema.safeParse(value);
  return result.success ? result.data : fallback;
}

/** A stored optional value parsed by its schema; `undefined` when missing or malformed. */
export function readOptional<S extends z.ZodMiniType>(schema: S, value: unknown): z.infer<S> | undefined {
  if (value === undefined || value === null) return undefined;
  const result = schema.safeParse(value);
  return result.success ? result.data : undefined;
}

/** A JSON object (or `{}`). */
export function asRecord(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** The strings of a stored list; `[]` when it is missing, null or not a list (real portals omit lists). */
export function readStrings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
}
