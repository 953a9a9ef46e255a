import { type Address, NEW_ADDRESS_PLACEHOLDER_ID } from '@storefront/shared-types';
import { useEffect, useRef } from 'react';

/**
 * Which saved address an address choice holds as the user's list changes under it: the chosen one while it is
 * there; an address just added (the new-address pop-up) once it is saved; else the first one. The placeholder of
 * an address being saved (id 0) is never chosen: it cannot be sent yet.
 */
export function chooseAddress(
  chosenId: number | null,
  previous: readonly Address[],
  current: readonly Address[],
): Address | null {
  const saved = current.filter((address) => address.id !== NEW_ADDRESS_PLACEHOLDER_ID);
  const known = new Set(previous.map((address) => address.id));
  const added = previous.length > 0 ? saved.find((address) => !known.has(address.id)) : undefined;
  if (added) return added;
  return saved.find((address) => address.id === chosenId) ?? saved[0] ?? null;
}

/** Keeps `chosenId` in step with the list (calls `choose` when the choice must move). */
export function useChosenAddress(
  addresses: readonly Address[],
  chosenId: number | null,
  choose: (id: number | null) => void,
): Address | null {
  const previous = useRef(addresses);
  const chosen = chooseAddress(chosenId, previous.current, addresses);
  useEffect(() => {
    previous.current = addresses;
    const id = chosen?.id ?? null;
    if (id !== chosenId) choose(id);
  }, [addresses, chosen, chosenId, choose]);
  return chosen;
}
