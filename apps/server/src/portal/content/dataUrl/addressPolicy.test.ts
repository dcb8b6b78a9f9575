import { describe, expect, it } from 'vitest';
import { createAddressPolicy } from './addressPolicy.ts';

const NON_PUBLIC = [
  '127.0.0.1',
  '127.8.9.10',
  '10.1.2.3',
  '172.16.0.1',
  '172.31.255.255',
  '192.168.1.1',
  '169.254.169.254',
  '100.64.0.1',
  '0.0.0.0',
  '224.0.0.1',
  '255.255.255.255',
  '::',
  '::1',
  'fe80::1',
  'fd12:3456::1',
  'fc00::1',
  'fec0::1',
  'ff02::1',
  '::ffff:127.0.0.1',
  '::ffff:a9fe:a9fe',
  '::7f00:1',
  // The rest of the IANA special-purpose registries (issue 12).
  '192.0.0.8',
  '192.0.2.1',
  '198.18.0.1',
  '198.19.255.255',
  '198.51.100.7',
  '203.0.113.9',
  '192.88.99.1',
  '64:ff9b::7f00:1',
  '64:ff9b::808:808',
  '2002:7f00:1::1',
  '2001:db8::1',
  '::ffff:808:808',
  '100::1',
  '2001::1',
];
const PUBLIC = ['93.184.216.34', '8.8.8.8', '172.32.0.1', '192.169.0.1', '2606:2800:220:1::1', '198.20.0.1'];

describe('createAddressPolicy', () => {
  it('refuses every non-public address by default and allows public ones', () => {
    const allowed = createAddressPolicy(false);
    for (const address of NON_PUBLIC) expect([address, allowed(address)]).toEqual([address, false]);
    for (const address of PUBLIC) expect([address, allowed(address)]).toEqual([address, true]);
  });

  it('allows every address with true', () => {
    const allowed = createAddressPolicy(true);
    for (const address of [...NON_PUBLIC, ...PUBLIC]) expect(allowed(address)).toBe(true);
  });

  it('allows only the listed addresses and ranges of the non-public ones', () => {
    const allowed = createAddressPolicy(['127.0.0.1', '10.1.0.0/16', 'fd00::/8']);
    expect(allowed('127.0.0.1')).toBe(true);
    expect(allowed('127.0.0.2')).toBe(false);
    expect(allowed('10.1.200.3')).toBe(true);
    expect(allowed('10.2.0.1')).toBe(false);
    expect(allowed('fd12::1')).toBe(true);
    expect(allowed('169.254.169.254')).toBe(false);
    expect(allowed('8.8.8.8')).toBe(true);
  });

  it("refuses the server's own interface addresses, public ones too, unless listed", () => {
    const own = ['93.184.216.34', '2606:2800:220:1::1'];
    expect(createAddressPolicy(false, own)('93.184.216.34')).toBe(false);
    expect(createAddressPolicy(false, own)('2606:2800:220:1::1')).toBe(false);
    expect(createAddressPolicy(false, own)('8.8.8.8')).toBe(true);
    expect(createAddressPolicy(['93.184.216.34'], own)('93.184.216.34')).toBe(true);
  });

  it('refuses what is not an IP address', () => {
    expect(createAddressPolicy(false)('localhost')).toBe(false);
    expect(createAddressPolicy(true)('example.com')).toBe(false);
  });
});
