import { CALL_POLICIES, type LanguageCode } from '@storefront/shared-types';
import { browserTransport } from '@/lib/api-client';

/**
 * §7 POST /api/locale/change. The bff applies the 1 s time-out and 2 retries upstream; the browser allows for
 * all three attempts. §8: a failure is ignored, the switch goes on.
 */
export async function changeLocale(newLocale: LanguageCode): Promise<void> {
  const { timeoutMs, retries } = CALL_POLICIES.localeChange;
  await browserTransport
    .call('localeChange', { body: { newLocale } }, { timeoutMs: timeoutMs * (retries + 1) + 500 })
    .catch(() => undefined);
}
