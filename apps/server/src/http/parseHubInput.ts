import type { z } from 'zod';
import { HubApiError } from '../errors/hubApiError.ts';

/**
 * Reads a hub service's JSON body with a schema: the parsed value, or a 400 in the hub error shape naming the first
 * field at fault (`title: title is required.`, `Unknown field: colour.`).
 *
 * @example
 * const input = parseHubInput(createSchema, await readJsonBody(c));
 */
export function parseHubInput<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const where = issue.path.join('.');
  const message = issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}.` : issue.message;
  throw new HubApiError(400, 'Bad Request', where && !message.startsWith(where) ? `${where}: ${message}` : message);
}
