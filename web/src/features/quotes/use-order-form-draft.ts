import { QUOTE_LINE_LIMITS } from '@storefront/shared-types';
import { useSyncExternalStore } from 'react';
import { emptyDraft, type OrderFormDraft } from './order-form-draft';
import { createDraftStore, type DraftStore } from './order-form-draft-store';

/** The tab's one draft, kept in localStorage. */
export const orderFormDraft: DraftStore = createDraftStore(browserStorage, QUOTE_LINE_LIMITS.lines_max);

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

const SERVER_DRAFT = emptyDraft();
const serverSnapshot = () => SERVER_DRAFT;

/** The draft; the server's render (and so hydration) sees the empty one, the browser then its stored one. */
export function useOrderFormDraft(store: DraftStore = orderFormDraft): OrderFormDraft {
  return useSyncExternalStore(store.subscribe, store.get, serverSnapshot);
}
