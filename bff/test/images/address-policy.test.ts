import { describe, expect, test } from 'vitest';
import { isPublicAddress } from '../../src/images/address-policy.js';

describe('isPublicAddress', () => {
  test.each(['93.184.215.14', '8.8.8.8', '2606:2800:220:1:248:1893:25c8:1946', '[2001:4860:4860::8888]'])(
    '%s is public',
    (address) => expect(isPublicAddress(address)).toBe(true),
  );

  test.each([
    ['loopback', '127.0.0.1'],
    ['loopback range', '127.1.2.3'],
    ['IPv6 loopback', '::1'],
    ['bracketed IPv6 loopback', '[::1]'],
    ['IPv4-mapped loopback', '::ffff:127.0.0.1'],
    ['IPv4-mapped private', '::ffff:10.0.0.1'],
    ['private 10/8', '10.1.2.3'],
    ['private 172.16/12', '172.20.0.1'],
    ['private 192.168/16', '192.168.1.1'],
    ['link-local (cloud metadata)', '169.254.169.254'],
    ['IPv6 link-local', 'fe80::1'],
    ['unique-local', 'fd12:3456::1'],
    ['carrier-grade NAT', '100.64.0.1'],
    ['unspecified', '0.0.0.0'],
    ['IPv6 unspecified', '::'],
    ['multicast', '224.0.0.1'],
    ['NAT64 of loopback', '64:ff9b::7f00:1'],
    ['not an address', 'example.com'],
  ])('%s (%s) is not', (_name, address) => expect(isPublicAddress(address)).toBe(false));
});
