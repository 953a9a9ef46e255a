import {
  STORAGE_KEYS,
  TRANSLATION_PERMISSION_DEBOUNCE_MS,
  TRANSLATION_PERMISSION_MAX_WAIT_MS,
  TRANSLATION_VIEW_COOKIE_DEFAULT,
  TRANSLATION_VIEW_COOKIE_MAX_AGE_S,
} from '@storefront/shared-types';
import { useEffect, useMemo, useRef, useState } from 'react';
import { writeCookie } from '@/lib/cookies';
import { debounce } from '@/lib/debounce';
import { getCanViewTranslations } from './api/get-can-view-translations';

/**
 * §6/§7: whether the visitor may toggle translation keys. Re-asked (debounced 1 s, at most every 2 s) whenever
 * `trigger` changes: the shell passes the route and the user id, so a login or a navigation refreshes it.
 */
export function useTranslationPermission(trigger: string, check = getCanViewTranslations): boolean {
  const [allowed, setAllowed] = useState(false);
  const checkRef = useRef(check);
  checkRef.current = check;

  const refresh = useMemo(
    () =>
      debounce(
        () => {
          void checkRef.current().then((granted) => {
            setAllowed(granted);
            if (!granted) {
              writeCookie(
                STORAGE_KEYS.canViewTranslations,
                TRANSLATION_VIEW_COOKIE_DEFAULT,
                TRANSLATION_VIEW_COOKIE_MAX_AGE_S,
              );
            }
          });
        },
        TRANSLATION_PERMISSION_DEBOUNCE_MS,
        TRANSLATION_PERMISSION_MAX_WAIT_MS,
      ),
    [],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: `trigger` is the reason to refresh, not an input.
  useEffect(() => {
    refresh();
  }, [trigger, refresh]);
  useEffect(() => () => refresh.cancel(), [refresh]);

  return allowed;
}
