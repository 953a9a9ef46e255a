/** Labels of the carrier event codes the shop passes on (literal keys, so the translations check finds them). */
const EVENT_KEYS: Record<string, string> = {
  accepted: 'tracking.event.accepted',
  in_transit: 'tracking.event.in_transit',
  out_for_delivery: 'tracking.event.out_for_delivery',
  delivered: 'tracking.event.delivered',
  returned: 'tracking.event.returned',
  exception: 'tracking.event.exception',
};

/**
 * How an event's status reads: a known code by its translated label; a code the carrier added since, as words
 * (`held_at_customs` → "held at customs") rather than as a code.
 */
export function parcelEventLabel(status: string, t: (key: string) => string): string {
  const key = EVENT_KEYS[status];
  return key ? t(key) : status.replace(/_/g, ' ');
}
