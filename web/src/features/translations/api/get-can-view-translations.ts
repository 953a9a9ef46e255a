import { isTranslationViewingAllowed } from '@storefront/shared-types';
import { browserTransport } from '@/lib/api-client';

/** §6: only an answer of exactly `true` grants the permission; anything else, errors included, denies it. */
export async function getCanViewTranslations(): Promise<boolean> {
  try {
    return isTranslationViewingAllowed(await browserTransport.call('canViewTranslations', {}));
  } catch {
    return false;
  }
}
