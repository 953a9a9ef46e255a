import { describe, expect, it } from 'vitest';
import { parcelEventLabel } from '../parcel-event-label';

const t = (key: string) => `<${key}>`;

describe('parcel event label', () => {
  it('a known carrier code reads as its translated label', () => {
    expect(parcelEventLabel('in_transit', t)).toBe('<tracking.event.in_transit>');
    expect(parcelEventLabel('accepted', t)).toBe('<tracking.event.accepted>');
  });

  it('an unknown code reads as words, never as a missing key', () => {
    expect(parcelEventLabel('held_at_customs', t)).toBe('held at customs');
  });
});
