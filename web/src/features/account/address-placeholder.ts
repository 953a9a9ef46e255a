import type { Address, AddressInput } from '@storefront/shared-types';

/** §4: a newly added address shows at once with id 0, until the saved entry (its real id) replaces it. */
export const PLACEHOLDER_ADDRESS_ID = 0;

export function isPlaceholder(address: Pick<Address, 'id'>): boolean {
  return address.id === PLACEHOLDER_ADDRESS_ID;
}

/** The list with the address being added at its end, as the placeholder (one at a time). */
export function withPlaceholder(addresses: readonly Address[], input: AddressInput): Address[] {
  return [...addresses.filter((a) => !isPlaceholder(a)), { ...input, id: PLACEHOLDER_ADDRESS_ID }];
}

/** The saved address takes the placeholder's place (or is appended when the placeholder is gone). */
export function replacePlaceholder(addresses: readonly Address[], saved: Address): Address[] {
  const at = addresses.findIndex(isPlaceholder);
  if (at === -1) return [...addresses.filter((a) => a.id !== saved.id), saved];
  return addresses.map((address, index) => (index === at ? saved : address));
}

/** The add failed: the placeholder goes. */
export function dropPlaceholder(addresses: readonly Address[]): Address[] {
  return addresses.filter((a) => !isPlaceholder(a));
}

export function replaceAddress(addresses: readonly Address[], saved: Address): Address[] {
  return addresses.map((address) => (address.id === saved.id ? saved : address));
}

export function removeAddress(addresses: readonly Address[], id: number): Address[] {
  return addresses.filter((address) => address.id !== id);
}
