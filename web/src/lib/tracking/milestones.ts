import { STORAGE_KEYS } from '@storefront/shared-types';

/**
 * §9 storage keys of the payment milestones, shared by the checkout and the quote payment page: delivery set
 * (qu_track_10), payment set (20), pay clicked (40), payment succeeded (50). Each holds the checkout, order or
 * quote it was last recorded for, so a reload or a second visit of the same step does not report it twice.
 */
const MILESTONE_KEYS = {
  delivery: STORAGE_KEYS.quTrackSetDelivery,
  payment: STORAGE_KEYS.quTrackSetPayment,
  pay: STORAGE_KEYS.quTrackClickPay,
  paid: STORAGE_KEYS.quTrackPaymentSuccess,
} as const;
export type Milestone = keyof typeof MILESTONE_KEYS;

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Records a milestone for `id` (a checkout slug, an order id, a quote's transaction id); true when it is new, false
 * when it was already recorded for that id (then nothing is reported again). A storage that refuses (private mode,
 * quota) counts as new.
 */
export function recordMilestone(storage: KeyValueStore | null, milestone: Milestone, id: string): boolean {
  const key = MILESTONE_KEYS[milestone];
  try {
    if (storage?.getItem(key) === id) return false;
    storage?.setItem(key, id);
  } catch {
    // Storage unavailable: report, without remembering.
  }
  return true;
}

/** The browser's localStorage, or null where it is refused. */
export function milestoneStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
