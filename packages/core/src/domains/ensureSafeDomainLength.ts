import { SUBDOMAIN_MAX_LENGTH, SUBDOMAIN_RANDOM_SUFFIX_LENGTH } from '../constants.ts';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A subdomain that keeps `{subdomain}-{orgKey}` within 63 characters (one DNS label, spec 1 §5). A longer one is
 * cut and given a hyphen and a 5-character random suffix (`random` is injectable for tests), so two long names
 * that share their first characters still get different subdomains (ADR 0033).
 *
 * @example
 * ensureSafeDomainLength('parks', 'riverside', Math.random); // "parks"
 * ensureSafeDomainLength('a'.repeat(80), 'riverside', () => 0); // "aaaa…a-aaaaa" (53 characters)
 */
export function ensureSafeDomainLength(subdomain: string, orgKey: string, random: () => number): string {
  const max = SUBDOMAIN_MAX_LENGTH - (orgKey.length + 1);
  if (subdomain.length <= max) return subdomain;
  const keep = Math.max(0, max - SUBDOMAIN_RANDOM_SUFFIX_LENGTH - 1);
  const head = subdomain.slice(0, keep).replace(/-+$/, '');
  const suffix = randomSuffix(random);
  return head ? `${head}-${suffix}` : suffix;
}

function randomSuffix(random: () => number): string {
  let suffix = '';
  for (let i = 0; i < SUBDOMAIN_RANDOM_SUFFIX_LENGTH; i++) {
    const index = Math.min(ALPHABET.length - 1, Math.floor(random() * ALPHABET.length));
    suffix += ALPHABET[index];
  }
  return suffix;
}
