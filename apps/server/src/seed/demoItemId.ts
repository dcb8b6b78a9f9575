import { createHash } from 'node:crypto';

/**
 * The id of a demo item: 32 hex characters derived from its org and key, so the demo catalog has the same ids
 * on every machine (links in the README, the site's images) while ids stay in the portal's format.
 *
 * @example
 * demoItemId('riverside', 'street-trees'); // "5c0e…" (always the same)
 */
export function demoItemId(orgKey: string, key: string): string {
  return createHash('sha256').update(`plaza-demo:${orgKey}:${key}`).digest('hex').slice(0, 32);
}
