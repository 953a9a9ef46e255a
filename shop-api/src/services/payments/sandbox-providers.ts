import { PaymentProvider } from '@storefront/shared-types';
import type { PaymentProviders } from './provider-adapter.js';
import { sandboxAdapter } from './sandbox-adapter.js';

/** The sandbox behind all three outside providers of §3, one method each. */
export function sandboxProviders(baseUrl: string, secret: string): PaymentProviders {
  return new Map([
    [PaymentProvider.CARD, sandboxAdapter({ baseUrl, secret, method: 'card' })],
    [PaymentProvider.WALLET, sandboxAdapter({ baseUrl, secret, method: 'wallet' })],
    [PaymentProvider.REGIONAL, sandboxAdapter({ baseUrl, secret, method: 'regional' })],
  ]);
}
