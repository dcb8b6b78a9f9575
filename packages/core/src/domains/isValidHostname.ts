const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * True for a hostname a site can be served at: dot-separated DNS labels (letters, digits, inner hyphens,
 * at most 63 each, 253 in all), optionally followed by `:port`.
 *
 * @example
 * isValidHostname('data.riverside.gov'); // true
 * isValidHostname('bad_host.example.org'); // false
 */
export function isValidHostname(hostname: string): boolean {
  const match = /^([^:]+)(?::(\d{1,5}))?$/.exec(hostname.toLowerCase());
  if (!match?.[1] || match[1].length > 253) return false;
  if (match[2] !== undefined && Number(match[2]) > 65535) return false;
  return match[1].split('.').every((label) => LABEL.test(label));
}
