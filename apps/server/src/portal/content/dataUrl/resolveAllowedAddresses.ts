import dns, { type LookupAddress } from 'node:dns';
import net from 'node:net';
import type { AddressPolicy } from './addressPolicy.ts';
import { dataUrlErrors } from './dataUrlErrors.ts';

/** Every address a host name resolves to (tests inject one; the default asks the system resolver). */
export type ResolveHost = (hostname: string) => Promise<readonly LookupAddress[]>;

const systemResolver: ResolveHost = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

/**
 * The addresses to connect to for a URL's host, once every one of them passed the policy: a host
 * that resolves to one public and one private address is refused. The connection then uses exactly
 * these addresses, so a second DNS answer (rebinding) cannot slip a private one in.
 *
 * @example
 * const addresses = await resolveAllowedAddresses(new URL(dataUrl).hostname, createAddressPolicy(false));
 */
export async function resolveAllowedAddresses(
  hostname: string,
  policy: AddressPolicy,
  resolve: ResolveHost = systemResolver,
  param = 'dataUrl',
): Promise<readonly LookupAddress[]> {
  const host = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  const family = net.isIP(host);
  let addresses: readonly LookupAddress[];
  if (family !== 0) addresses = [{ address: host, family }];
  else {
    try {
      addresses = await resolve(host);
    } catch {
      throw dataUrlErrors.unresolved(param);
    }
  }
  if (addresses.length === 0) throw dataUrlErrors.unresolved(param);
  if (!addresses.every((entry) => policy(entry.address))) throw dataUrlErrors.refused(param);
  return addresses;
}
