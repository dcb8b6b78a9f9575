import { sanitizeUrl } from './sanitizeUrl.ts';

/**
 * Hosts a rich text card may embed in an `<iframe>` when the caller names none (ADR 0072): video players
 * that are built to be framed. A site adds its own map and app hosts through `embedHosts`.
 *
 * @example
 * DEFAULT_EMBED_HOSTS.includes('www.youtube-nocookie.com'); // true
 */
export const DEFAULT_EMBED_HOSTS: readonly string[] = Object.freeze([
  'www.youtube-nocookie.com',
  'www.youtube.com',
  'player.vimeo.com',
]);

/**
 * Returns the https URL an iframe may load, or `''` when its host is not allowed. `hosts` entries are exact
 * host names, or `*.example.org` for any subdomain of example.org. `http:` is upgraded (a framed http page
 * would be blocked as mixed content anyway); credentials, other schemes and relative URLs are refused.
 *
 * @example
 * sanitizeEmbedUrl('https://player.vimeo.com/video/1', DEFAULT_EMBED_HOSTS); // 'https://player.vimeo.com/video/1'
 * sanitizeEmbedUrl('https://evil.example/x', DEFAULT_EMBED_HOSTS); // ''
 */
export function sanitizeEmbedUrl(src: string, hosts: readonly string[]): string {
  const url = sanitizeUrl(src, {
    schemes: ['https', 'http'],
    upgradeHttp: true,
    allowRelative: false,
    addMissingProtocol: false,
  });
  const parsed = parseUrl(url);
  if (parsed === undefined || parsed.protocol !== 'https:' || parsed.username !== '' || parsed.password !== '')
    return '';
  const host = parsed.hostname.toLowerCase();
  const allowed = hosts.some((entry) => {
    const pattern = entry.toLowerCase();
    return pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) : host === pattern;
  });
  return allowed ? parsed.href : '';
}

function parseUrl(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}
