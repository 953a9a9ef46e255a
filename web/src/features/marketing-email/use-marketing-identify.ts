import type { User } from '@storefront/shared-types';
import { useEffect, useRef } from 'react';
import { useBootstrap } from '@/lib/app-context';
import { identifyForMarketing, identityKey } from './identify';

/**
 * Identifies the user to the marketing-email integration whenever a new identity appears in the browser (sign-in,
 * registration, contact change). The page's own user was identified by the server's inline script already.
 */
export function useMarketingIdentify(user: User | null): void {
  const { user: renderedFor } = useBootstrap();
  const told = useRef(identityKey(renderedFor));
  useEffect(() => {
    const key = identityKey(user);
    if (key === told.current) return;
    told.current = key;
    if (user) identifyForMarketing(window as { _learnq?: unknown }, user);
  }, [user]);
}
