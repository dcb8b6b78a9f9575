import net from 'node:net';
import os from 'node:os';
import type { DataUrlConfig } from '../../../config/config.ts';

/** Whether the server may connect to an IP address (v4 or v6) to fetch a `dataUrl`. */
export type AddressPolicy = (address: string) => boolean;

/**
 * Addresses a server must not be sent to: the whole IANA special-purpose address registries for IPv4
 * and IPv6 (RFC 6890 and its updates) — unspecified, loopback, private (RFC 1918), shared (RFC 6598),
 * link-local (cloud metadata lives there), IETF protocol assignments, documentation, benchmarking,
 * 6to4 and NAT64 (which embed any IPv4 address, loopback included), Teredo, discard-only, ORCHID,
 * unique-local and site-local, multicast and reserved — and IPv4-mapped IPv6 (`::ffff:0:0/96`) as a
 * whole (issue 12). The mapped range is checked apart: a `net.BlockList` holding it matches every IPv4
 * address too.
 */
const NON_PUBLIC: readonly (readonly [string, number, 'ipv4' | 'ipv6'])[] = [
  ['0.0.0.0', 8, 'ipv4'],
  ['10.0.0.0', 8, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'],
  ['127.0.0.0', 8, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.0.0.0', 24, 'ipv4'],
  ['192.0.2.0', 24, 'ipv4'],
  ['192.31.196.0', 24, 'ipv4'],
  ['192.52.193.0', 24, 'ipv4'],
  ['192.88.99.0', 24, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['192.175.48.0', 24, 'ipv4'],
  ['198.18.0.0', 15, 'ipv4'],
  ['198.51.100.0', 24, 'ipv4'],
  ['203.0.113.0', 24, 'ipv4'],
  ['224.0.0.0', 4, 'ipv4'],
  ['240.0.0.0', 4, 'ipv4'],
  ['::', 96, 'ipv6'], // unspecified, loopback and the deprecated IPv4-compatible form
  ['64:ff9b::', 96, 'ipv6'],
  ['64:ff9b:1::', 48, 'ipv6'],
  ['100::', 64, 'ipv6'],
  ['2001::', 23, 'ipv6'],
  ['2001:db8::', 32, 'ipv6'],
  ['2002::', 16, 'ipv6'],
  ['3fff::', 20, 'ipv6'],
  ['5f00::', 16, 'ipv6'],
  ['fc00::', 7, 'ipv6'],
  ['fe80::', 10, 'ipv6'],
  ['fec0::', 10, 'ipv6'],
  ['ff00::', 8, 'ipv6'],
];

const nonPublic = blockList(NON_PUBLIC);
const ipv4Mapped = blockList([['::ffff:0:0', 96, 'ipv6']]);

/**
 * The addresses a `dataUrl` may reach (ADR 0104): every public address, and of the non-public ones
 * only what the configuration allows (`true`: all of them; a list: those addresses and CIDR ranges).
 *
 * @example
 * const allowed = createAddressPolicy(false);
 * allowed('93.184.216.34'); // true
 * allowed('127.0.0.1'); // false
 * createAddressPolicy(['127.0.0.1/32'])('127.0.0.1'); // true
 * createAddressPolicy(false, ['203.0.113.7'])('203.0.113.7'); // false: the server's own address
 */
export function createAddressPolicy(
  allowPrivate: DataUrlConfig['allowPrivate'],
  ownAddresses: readonly string[] = hostAddresses(),
): AddressPolicy {
  if (allowPrivate === true) return (address) => net.isIP(address) !== 0;
  const allowed = blockList(allowPrivate === false ? [] : allowPrivate.map(toRange));
  const own = blockList(ownAddresses.filter((a) => familyOf(a)).map((a) => toRange(a)));
  return (address) => {
    const family = familyOf(address);
    if (!family) return false;
    if (allowed.check(address, family)) return true;
    // The server's own interfaces, public ones too: a dataUrl must not reach services bound to them.
    if (family === 'ipv6' && ipv4Mapped.check(address, 'ipv6')) return false;
    return !nonPublic.check(address, family) && !own.check(address, family);
  };
}

/** Every address of this machine's network interfaces (without an IPv6 zone). */
export function hostAddresses(): string[] {
  return Object.values(os.networkInterfaces())
    .flatMap((list) => list ?? [])
    .map((entry) => entry.address.split('%')[0] ?? '');
}

function familyOf(address: string): 'ipv4' | 'ipv6' | undefined {
  const family = net.isIP(address);
  return family === 4 ? 'ipv4' : family === 6 ? 'ipv6' : undefined;
}

/** `10.0.0.0/8` or a single address (`127.0.0.1` is `127.0.0.1/32`); the config module validated it. */
function toRange(entry: string): readonly [string, number, 'ipv4' | 'ipv6'] {
  const [address = '', prefix] = entry.split('/');
  const family = familyOf(address) ?? 'ipv4';
  return [address, prefix === undefined ? (family === 'ipv4' ? 32 : 128) : Number(prefix), family];
}

function blockList(ranges: readonly (readonly [string, number, 'ipv4' | 'ipv6'])[]): net.BlockList {
  const list = new net.BlockList();
  for (const [address, prefix, family] of ranges) list.addSubnet(address, prefix, family);
  return list;
}
