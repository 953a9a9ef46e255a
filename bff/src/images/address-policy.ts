import { lookup as dnsLookup } from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

// Which network addresses the resizer may fetch from: public unicast only. Loopback, private, link-local
// (cloud metadata), unique-local, CGNAT, multicast, reserved and the IPv6 translation ranges are all refused;
// an IPv4-mapped IPv6 address is judged as the IPv4 address it carries.

/** Whether an IP literal (brackets allowed) is a public unicast address; anything unparseable is not. */
export function isPublicAddress(address: string): boolean {
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  if (!ipaddr.isValid(bare)) return false;
  return ipaddr.process(bare).range() === 'unicast';
}

/** Resolves a host name to every address it has. */
export type HostResolver = (hostname: string) => Promise<string[]>;

export const resolveAllAddresses: HostResolver = (hostname) =>
  new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) => {
      if (error) reject(error);
      else resolve(addresses.map((entry) => entry.address));
    });
  });

export class ForbiddenAddressError extends Error {
  readonly code = 'IMG_FORBIDDEN_ADDRESS';
}

/**
 * A `lookup` for the socket layer that fails when any address of the host is not public. The resizer checks
 * addresses before fetching too; this second check at connect time defeats DNS rebinding (a name that
 * answered a public address to the check and a private one to the connection).
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 4);
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused || addresses.length === 0) {
      return callback(new ForbiddenAddressError(`${hostname} resolves to a non-public address`), '', 4);
    }
    if (options.all) return (callback as unknown as (e: null, a: typeof addresses) => void)(null, addresses);
    const first = addresses[0] as { address: string; family: number };
    return callback(null, first.address, first.family);
  });
};
