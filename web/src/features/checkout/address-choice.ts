import { type Address, NEW_ADDRESS_PLACEHOLDER_ID } from '@storefront/shared-types';

/**
 * Which of the user's addresses the shipping step has chosen as the list changes under it (§4): a placeholder (id
 * 0) being added is chosen at once; when the saved entry replaces it, the address the list gained is chosen in
 * its place; otherwise the choice stays, or falls to the first address when the chosen one is gone.
 */
export function followAddresses(
  chosen: Address | null,
  previous: readonly Address[],
  current: readonly Address[],
): Address | null {
  const placeholder = current.find((a) => a.id === NEW_ADDRESS_PLACEHOLDER_ID);
  if (placeholder) return placeholder;
  if (chosen?.id === NEW_ADDRESS_PLACEHOLDER_ID) {
    const known = new Set(previous.map((a) => a.id));
    return current.find((a) => !known.has(a.id)) ?? current[0] ?? null;
  }
  if (chosen && current.some((a) => a.id === chosen.id))
    return current.find((a) => a.id === chosen.id) ?? null;
  return current[0] ?? null;
}
