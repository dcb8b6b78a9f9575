import { randomUUID } from 'node:crypto';

/** A new portal id: 32 lowercase hex characters (a v4 uuid without dashes). */
export function newId(): string {
  return randomUUID().replaceAll('-', '');
}
