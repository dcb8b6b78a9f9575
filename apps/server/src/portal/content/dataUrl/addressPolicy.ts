import net from 'node:net';
import type { DataUrlConfig } from '../../../config/config.ts';

/** Whether the server may connect to an IP address (v4 or v6) to fetch a `dataUrl`. */
export type AddressPolicy = (address: string) => boolean;

/**
 * Addresses that are not on the public internet: unspecified, loopback, private (RFC 1918), shared
 * (RFC 6598), link-local (cloud metadata lives there), unique-local and site-local, multicast and
 * reserved. NAT64 (`64:ff9b::/96`) stays allowed: IPv6-only networks reach public hosts through it.
 * IPv4-mapped IPv6 addresses (`::ffff:10.0.0.1`) match the IPv4 ranges.
 */
const NON_PUBLIC: readonly (readonly [string, number, 'ipv4' | 'ipv6'])[] = [
  ['0.0.0.0', 8, 'ipv4'],
  ['10.0.0.0', 8, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'],
  ['127.0.0.0', 8, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['224.0.0.0', 4, 'ipv4'],
  ['240.0.0.0', 4, 'ipv4'],
  ['::', 96, 'ipv6'], // unspecified, loopback and the deprecated IPv4-compatible form
  ['fc00::', 7, 'ipv6'],
  ['fe80::', 10, 'ipv6'],
  ['fec0::', 10, 'ipv6'],
  ['ff00::', 8, 'ipv6'],
];

const nonPublic = blockList(NON_PUBLIC);

/**
 * The addresses a `dataUrl` may reach (ADR 0104): every public address, and of the non-public ones
 * only what the configuration allows (`true`: all of them; a list: those addresses and CIDR ranges).
 *
 * @example
 * const allowed = createAddressPolicy(false);
 * allowed('93.184.216.34'); // true
 * allowed('127.0.0.1'); // false
 * createAddressPolicy(['127.0.0.1/32'])('127.0.0.1'); // true
 */
export function createAddressPolicy(allowPrivate: DataUrlConfig['allowPrivate']): AddressPolicy {
  if (allowPrivate === true) return (address) => net.isIP(address) !== 0;
  const allowed = blockList(allowPrivate === false ? [] : allowPrivate.map(toRange));
  return (address) => {
    const family = familyOf(address);
    if (!family) return false;
    return !nonPublic.check(address, family) || allowed.check(address, family);
  };
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
