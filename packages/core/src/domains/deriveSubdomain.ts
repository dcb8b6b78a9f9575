import { slugify } from '../ids/slugify.ts';
import { ensureSafeDomainLength } from './ensureSafeDomainLength.ts';

/**
 * The subdomain of a new site from its name: slugified, underscores (not allowed in hostnames) turned into
 * hyphens, `site` when nothing is left, then kept within the 63-character rule.
 *
 * @example
 * deriveSubdomain('Parks & Trails', 'riverside', Math.random); // "parks-trails"
 */
export function deriveSubdomain(name: string, orgKey: string, random: () => number): string {
  const base =
    slugify(name)
      .replaceAll('_', '-')
      .replace(/-{2,}/g, '-')
      .replace(/^-+|-+$/g, '') || 'site';
  return ensureSafeDomainLength(base, orgKey, random);
}
