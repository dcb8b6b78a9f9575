import { isValidHostname } from '@plaza/core';
import { HubApiError } from '../../errors/hubApiError.ts';

/**
 * A hostname as the domain service stores and matches it: trimmed, lowercased, without a trailing dot, port
 * kept (`parks-riverside.localhost:3000`). An invalid one is a 400.
 */
export function normalizeHostname(raw: string): string {
  const hostname = raw
    .trim()
    .toLowerCase()
    .replace(/\.(?=$|:)/, '');
  if (!isValidHostname(hostname)) throw new HubApiError(400, 'Bad Request', `"${raw}" is not a valid hostname.`);
  return hostname;
}
