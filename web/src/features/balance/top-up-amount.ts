import { hasAtMostCents, TOP_UP_MAX, TOP_UP_MIN } from '@storefront/shared-types';

/**
 * The form's own check of a top-up amount, the contract's rule (TOP_UP_MIN–TOP_UP_MAX euros, whole cents: the
 * shared hasAtMostCents, a pure rule) without loading its schema (and zod) into the page: a translation key when
 * refused or missing, true when fine. The shop checks again.
 */
export function checkTopUpAmount(value: unknown): true | string {
  // Nothing typed is a missing amount, not a refused one ("Field is required.", as every form says it).
  if (typeof value === 'string' && value.trim() === '') return 'validation.required';
  const amount = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(amount)) return 'balance.top_up.amount_invalid';
  if (amount < TOP_UP_MIN || amount > TOP_UP_MAX || !hasAtMostCents(amount))
    return 'balance.top_up.amount_invalid';
  return true;
}
