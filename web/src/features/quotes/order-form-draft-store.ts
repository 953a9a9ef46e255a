import { ORDER_FORM_DRAFT_KEY } from '@storefront/shared-types';
import { emptyDraft, type OrderFormDraft, parseDraft } from './order-form-draft';

// The order form's draft for the whole tab, written through to localStorage on each change so a reload, another
// tab's visit or the sign-in the summary asks for finds it again. The server has no draft: it renders the empty one
// and the browser shows the stored one right after hydration (useSyncExternalStore's server snapshot).

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type DraftStore = {
  get: () => OrderFormDraft;
  update: (change: (draft: OrderFormDraft) => OrderFormDraft) => void;
  /** Forgets the draft (the quote was requested). */
  clear: () => void;
  subscribe: (listener: () => void) => () => void;
};

export function createDraftStore(storage: () => KeyValueStore | null, maxLines: number): DraftStore {
  let draft: OrderFormDraft | null = null;
  const listeners = new Set<() => void>();
  const read = (): OrderFormDraft => {
    if (draft) return draft;
    let raw: string | null = null;
    try {
      raw = storage()?.getItem(ORDER_FORM_DRAFT_KEY) ?? null;
    } catch {
      // Storage refused (private mode): the draft lives only in this tab.
    }
    draft = parseDraft(raw, maxLines);
    return draft;
  };
  const write = (next: OrderFormDraft | null) => {
    try {
      if (next) storage()?.setItem(ORDER_FORM_DRAFT_KEY, JSON.stringify(next));
      else storage()?.removeItem(ORDER_FORM_DRAFT_KEY);
    } catch {
      // Quota or private mode: kept in memory only.
    }
  };
  const emit = () => {
    for (const listener of listeners) listener();
  };
  return {
    get: read,
    update(change) {
      const current = read();
      const next = change(current);
      if (next === current) return;
      draft = next;
      write(next);
      emit();
    },
    clear() {
      draft = emptyDraft();
      write(null);
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      // Another tab changed the draft: read it again, so two open tabs do not overwrite each other's lines.
      const fromOtherTab = (event: StorageEvent) => {
        if (event.key !== ORDER_FORM_DRAFT_KEY && event.key !== null) return;
        draft = null;
        listener();
      };
      if (typeof window !== 'undefined') window.addEventListener('storage', fromOtherTab);
      return () => {
        listeners.delete(listener);
        if (typeof window !== 'undefined') window.removeEventListener('storage', fromOtherTab);
      };
    },
  };
}
