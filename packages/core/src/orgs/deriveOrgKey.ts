/**
 * The organisation key of an org key or a hostname (spec 3 §7): the first label of a hostname, or the key
 * itself, lowercased and trimmed.
 *
 * @example
 * deriveOrgKey('Riverside.hub.example.org'); // "riverside"
 * deriveOrgKey('Riverside'); // "riverside"
 */
export function deriveOrgKey(keyOrHostname: string): string {
  return (keyOrHostname.trim().split('.')[0] ?? '').toLowerCase();
}
