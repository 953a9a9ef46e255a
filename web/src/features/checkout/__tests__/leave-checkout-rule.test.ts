import { describe, expect, it } from 'vitest';
import { checkoutToInvalidate } from '../leave-checkout-rule';

const at = (name: string | undefined, slug?: string) => ({ name, slug });

describe('leaving checkout (§4)', () => {
  it('invalidates a checkout left for a non-checkout route', () => {
    expect(checkoutToInvalidate(at('checkout', 's1'), at('home'))).toBe('s1');
    expect(checkoutToInvalidate(at('payment', 's1'), at('cart'))).toBe('s1');
    expect(checkoutToInvalidate(at('confirm', 's1'), at('product'))).toBe('s1');
    expect(checkoutToInvalidate(at('payment', 's1'), at('payment-accept'))).toBe('s1');
  });

  it('lets the shopper move through the steps of the same checkout, both ways', () => {
    expect(checkoutToInvalidate(at('checkout', 's1'), at('payment', 's1'))).toBeNull();
    expect(checkoutToInvalidate(at('payment', 's1'), at('confirm', 's1'))).toBeNull();
    expect(checkoutToInvalidate(at('confirm', 's1'), at('success', 's1'))).toBeNull();
    expect(checkoutToInvalidate(at('payment', 's1'), at('checkout', 's1'))).toBeNull();
    // Switching language keeps the route and the slug.
    expect(checkoutToInvalidate(at('checkout', 's1'), at('checkout', 's1'))).toBeNull();
  });

  it('invalidates when the shipping step with a slug goes to a checkout route of another checkout or none', () => {
    expect(checkoutToInvalidate(at('checkout', 's1'), at('checkout', 's2'))).toBe('s1');
    expect(checkoutToInvalidate(at('checkout', 's1'), at('payment'))).toBe('s1');
    expect(checkoutToInvalidate(at('checkout', 's1'), at('confirm', 's2'))).toBe('s1');
  });

  it('leaves alone a checkout route without slug, the success page and other routes', () => {
    expect(checkoutToInvalidate(at('checkout'), at('home'))).toBeNull();
    expect(checkoutToInvalidate(at('success', 's1'), at('home'))).toBeNull();
    expect(checkoutToInvalidate(at('cart'), at('checkout', 's1'))).toBeNull();
    expect(checkoutToInvalidate(at(undefined), at('home'))).toBeNull();
  });
});
