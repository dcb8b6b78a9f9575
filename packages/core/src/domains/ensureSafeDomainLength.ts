import { SUBDOMAIN_MAX_LENGTH, SUBDOMAIN_RANDOM_SUFFIX_LENGTH } from '../constants.ts';

const HEX = '0123456789abcdef';

/**
 * A subdomain that keeps `{subdomain}-{orgKey}` within 63 characters (one DNS label, spec 1 §5), cut as the
 * reference cuts it (ADR 0203): a longer one keeps its first `max - 6` characters, then a hyphen and 5 random
 * hexadecimal digits (`random` is injectable for tests), so two long names that share their first characters still
 * get different subdomains. Without an org key the whole 63 characters are the subdomain's.
 *
 * @example
 * ensureSafeDomainLength('parks', 'riverside', Math.random); // "parks"
 * ensureSafeDomainLength('a'.repeat(80), 'riverside', () => 0); // "aaaa…a-00000" (53 characters)
 */
export function ensureSafeDomainLength(subdomain: string, orgKey: string, random: () => number): string {
  const max = SUBDOMAIN_MAX_LENGTH - (orgKey ? orgKey.length + 1 : 0);
  if (subdomain.length <= max) return subdomain;
  const head = subdomain.slice(0, max - SUBDOMAIN_RANDOM_SUFFIX_LENGTH - 1);
  const suffix = randomSuffix(random);
  // A label never starts with a hyphen: with nothing left of the name, the suffix is the subdomain.
  return head ? `${head}-${suffix}` : suffix;
}

function randomSuffix(random: () => number): string {
  let suffix = '';
  for (let i = 0; i < SUBDOMAIN_RANDOM_SUFFIX_LENGTH; i++) {
    suffix += HEX[Math.min(HEX.length - 1, Math.floor(random() * HEX.length))];
  }
  return suffix;
}
