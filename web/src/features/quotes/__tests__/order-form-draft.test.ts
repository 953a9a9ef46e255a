import { ORDER_FORM_DRAFT_KEY } from '@storefront/shared-types';
import { describe, expect, it } from 'vitest';
import {
  addLine,
  emptyDraft,
  isDraftEmpty,
  type OrderFormDraft,
  parseDraft,
  removeLine,
  updateLine,
} from '../order-form-draft';
import { createDraftStore } from '../order-form-draft-store';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

describe('the order form draft', () => {
  it('starts with one empty line and air', () => {
    const draft = emptyDraft();
    expect(draft.lines).toHaveLength(1);
    expect(draft.shipping_method).toBe('air');
    expect(isDraftEmpty(draft)).toBe(true);
  });

  it('adds lines up to the limit, edits one line only, and removes a line', () => {
    let draft: OrderFormDraft = emptyDraft();
    draft = addLine(draft, 2);
    expect(draft.lines).toHaveLength(2);
    expect(addLine(draft, 2)).toBe(draft);
    const [first, second] = draft.lines;
    draft = updateLine(draft, second?.key ?? '', 'url', 'https://shop.example/a');
    expect(draft.lines[0]?.url).toBe('');
    expect(draft.lines[1]?.url).toBe('https://shop.example/a');
    draft = removeLine(draft, first?.key ?? '');
    expect(draft.lines.map((line) => line.url)).toEqual(['https://shop.example/a']);
    // The last line is emptied, not removed: there is always a line to fill.
    draft = removeLine(draft, draft.lines[0]?.key ?? '');
    expect(draft.lines).toHaveLength(1);
    expect(isDraftEmpty(draft)).toBe(true);
  });

  it('reads back anything stored as a draft, never failing: junk becomes the empty draft', () => {
    expect(parseDraft('{not json', 20)).toEqual(emptyDraft());
    expect(parseDraft('"text"', 20)).toEqual(emptyDraft());
    const parsed = parseDraft(
      JSON.stringify({
        lines: [{ key: 'a', url: 'https://x.example', quantity: 3, name: 'x'.repeat(50) }, null, 'junk'],
        shipping_method: 'rocket',
        address_id: -4,
      }),
      20,
      10,
    );
    expect(parsed.lines).toHaveLength(1);
    expect(parsed.lines[0]).toMatchObject({ key: 'a', url: 'https://x.', quantity: '', name: 'xxxxxxxxxx' });
    expect(parsed.shipping_method).toBe('air');
    expect(parsed.address_id).toBeNull();
  });

  it('survives a reload: a new store over the same storage finds the lines; clear forgets them', () => {
    const storage = memoryStorage();
    const store = createDraftStore(() => storage, 20);
    let heard = 0;
    store.subscribe(() => {
      heard += 1;
    });
    store.update((d) => updateLine(d, d.lines[0]?.key ?? '', 'name', 'Trail shoes'));
    store.update((d) => ({ ...d, shipping_method: 'sea' }));
    expect(heard).toBe(2);
    const reloaded = createDraftStore(() => storage, 20);
    expect(reloaded.get().lines[0]?.name).toBe('Trail shoes');
    expect(reloaded.get().shipping_method).toBe('sea');
    reloaded.clear();
    expect(storage.map.has(ORDER_FORM_DRAFT_KEY)).toBe(false);
    expect(createDraftStore(() => storage, 20).get()).toEqual(emptyDraft());
  });

  it('keeps working in memory when storage refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const store = createDraftStore(() => refusing, 20);
    store.update((d) => updateLine(d, d.lines[0]?.key ?? '', 'name', 'Kept'));
    expect(store.get().lines[0]?.name).toBe('Kept');
  });
});

describe('the draft in two tabs', () => {
  it('reads the draft again when another tab wrote it', () => {
    const storage = memoryStorage();
    const store = createDraftStore(() => storage, 20);
    let heard = 0;
    const stop = store.subscribe(() => {
      heard += 1;
    });
    expect(store.get().lines[0]?.name).toBe('');
    const other = createDraftStore(() => storage, 20);
    other.update((d) => updateLine(d, d.lines[0]?.key ?? '', 'name', 'From the other tab'));
    window.dispatchEvent(new StorageEvent('storage', { key: ORDER_FORM_DRAFT_KEY }));
    expect(heard).toBe(1);
    expect(store.get().lines[0]?.name).toBe('From the other tab');
    stop();
  });
});
