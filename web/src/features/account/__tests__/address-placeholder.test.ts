import type { Address, AddressInput } from '@storefront/shared-types';
import { describe, expect, it } from 'vitest';
import {
  dropPlaceholder,
  isPlaceholder,
  removeAddress,
  replaceAddress,
  replacePlaceholder,
  withPlaceholder,
} from '../address-placeholder';

const input: AddressInput = {
  first_name: 'Ana',
  last_name: 'Ąžuolė',
  first_address: 'Gedimino pr. 1',
  city: 'Vilnius',
  zip: 'LT-01103',
  phone_number: '+370 600 12345',
  country_id: 1,
};
const home: Address = { ...input, id: 4 };
const office: Address = { ...input, id: 9, city: 'Kaunas' };

describe('delivery address placeholder (§4 id 0)', () => {
  it('shows a new address at once with id 0', () => {
    const list = withPlaceholder([home], input);
    expect(list).toHaveLength(2);
    expect(list[1]).toEqual({ ...input, id: 0 });
    expect(isPlaceholder(list[1] as Address)).toBe(true);
  });

  it('keeps one placeholder however often a save is retried', () => {
    expect(withPlaceholder(withPlaceholder([home], input), input).filter(isPlaceholder)).toHaveLength(1);
  });

  it('puts the saved entry, with its real id, in the placeholder’s place', () => {
    const saved: Address = { ...input, id: 12 };
    expect(replacePlaceholder(withPlaceholder([home, office], input), saved)).toEqual([home, office, saved]);
  });

  it('appends the saved entry once when the placeholder is already gone', () => {
    const saved: Address = { ...input, id: 12 };
    expect(replacePlaceholder([home, saved], saved)).toEqual([home, saved]);
  });

  it('drops the placeholder when the add fails', () => {
    expect(dropPlaceholder(withPlaceholder([home], input))).toEqual([home]);
  });

  it('replaces an edited address in place and removes a deleted one', () => {
    const edited = { ...office, city: 'Klaipėda' };
    expect(replaceAddress([home, office], edited)).toEqual([home, edited]);
    expect(removeAddress([home, office], 4)).toEqual([office]);
  });
});
