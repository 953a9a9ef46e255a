import { isTranslationViewingAllowed } from '@storefront/shared-types';
import { anyJson, apiRequest } from '../../../lib/api-client';

/** §6: only an answer of exactly `true` grants the permission; anything else, errors included, denies it. */
export async function getCanViewTranslations(): Promise<boolean> {
  try {
    const answer = await apiRequest('/api/auth/permissions/can-view-translations', {
      method: 'GET',
      schema: anyJson,
    });
    return isTranslationViewingAllowed(answer);
  } catch {
    return false;
  }
}
