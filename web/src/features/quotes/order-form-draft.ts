import type { ShippingMethodName } from '@storefront/shared-types';

// The order form's draft ("buy it for me"): what the shopper has typed so far, kept as they typed it (strings), so
// a half-filled line survives a reload and the sign-in the summary asks for. Pure functions; the store beside this
// file keeps it in localStorage.

export type DraftLine = {
  /** A key of the line for React and for removing it (never sent). */
  key: string;
  url: string;
  name: string;
  size: string;
  colour: string;
  notes: string;
  quantity: string;
  unit_price: string;
};

export type OrderFormDraft = {
  lines: DraftLine[];
  shipping_method: ShippingMethodName;
  /** The chosen saved address (the summary's choice), null until one is chosen. */
  address_id: number | null;
  comment: string;
};

export type DraftLineField = Exclude<keyof DraftLine, 'key'>;

const LINE_FIELDS: readonly DraftLineField[] = [
  'url',
  'name',
  'size',
  'colour',
  'notes',
  'quantity',
  'unit_price',
];

let counter = 0;
/** A key unique within the tab (a restored draft keeps its own keys). */
function newLineKey(): string {
  counter += 1;
  return `l${Date.now().toString(36)}${counter}`;
}

export function emptyLine(key: string = newLineKey()): DraftLine {
  return { key, url: '', name: '', size: '', colour: '', notes: '', quantity: '1', unit_price: '' };
}

/** The draft a new visitor starts with: one empty line, air (§9: the default shipping method). */
export function emptyDraft(): OrderFormDraft {
  return { lines: [emptyLine('l0')], shipping_method: 'air', address_id: null, comment: '' };
}

export function addLine(draft: OrderFormDraft, maxLines: number): OrderFormDraft {
  if (draft.lines.length >= maxLines) return draft;
  return { ...draft, lines: [...draft.lines, emptyLine()] };
}

/** Removes a line; the last one is emptied instead, so the form always has a line to fill. */
export function removeLine(draft: OrderFormDraft, key: string): OrderFormDraft {
  const lines = draft.lines.filter((line) => line.key !== key);
  return { ...draft, lines: lines.length > 0 ? lines : [emptyLine()] };
}

export function updateLine(
  draft: OrderFormDraft,
  key: string,
  field: DraftLineField,
  value: string,
): OrderFormDraft {
  return {
    ...draft,
    lines: draft.lines.map((line) => (line.key === key ? { ...line, [field]: value } : line)),
  };
}

/** True when the shopper has typed nothing in any line (the summary then sends them back to the form). */
export function isDraftEmpty(draft: OrderFormDraft): boolean {
  return draft.lines.every((line) => line.url.trim() === '' && line.name.trim() === '');
}

const text = (value: unknown, max: number): string => (typeof value === 'string' ? value.slice(0, max) : '');

/**
 * A draft read back from storage: anything that is not a draft (another version, a hand edit, a broken write)
 * becomes the empty draft, field by field, never an error. Texts are cut at `maxText` so storage cannot grow a page.
 */
export function parseDraft(raw: string | null, maxLines: number, maxText = 2000): OrderFormDraft {
  const empty = emptyDraft();
  if (!raw) return empty;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return empty;
  }
  if (typeof value !== 'object' || value === null) return empty;
  const record = value as Record<string, unknown>;
  const lines = Array.isArray(record.lines)
    ? record.lines
        .filter((line): line is Record<string, unknown> => typeof line === 'object' && line !== null)
        .slice(0, maxLines)
        .map((line, index) => {
          const parsed = emptyLine(text(line.key, 40) || `r${index}`);
          for (const field of LINE_FIELDS) parsed[field] = text(line[field], maxText);
          return parsed;
        })
    : [];
  const addressId = Number(record.address_id);
  return {
    lines: lines.length > 0 ? lines : empty.lines,
    shipping_method: record.shipping_method === 'sea' ? 'sea' : 'air',
    address_id: Number.isSafeInteger(addressId) && addressId > 0 ? addressId : null,
    comment: text(record.comment, maxText),
  };
}
