import { FORM_MESSAGES } from '@storefront/shared-types';
import type { DraftLine, DraftLineField } from './order-form-draft';

// The order form's checks. The rules are the contract's (the quote request's `lines` schema in shared-types,
// loaded with the other schemas on first use): the form says exactly what the bff and the shop will refuse. Only
// "is there a number at all" is checked here, because the draft keeps what was typed as text.

/** A line as the quote request sends it. */
export type QuoteLinePayload = {
  url: string;
  name: string;
  options?: { size?: string; colour?: string; notes?: string };
  quantity: number;
  unit_price_seen: number;
};

/** The least a schema gives back from safeParse: where each problem is and its message (a translation key). */
export type LinesSchema = {
  safeParse: (
    value: unknown,
  ) =>
    | { success: true }
    | { success: false; error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } };
};

/** `12,50` (a comma as typed in lt, lv, ee) and `12.50` are the same amount; anything else is not a number. */
export function parseAmount(text: string): number | null {
  const normalised = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(normalised)) return null;
  return Number(normalised);
}

export function linePayload(line: DraftLine): QuoteLinePayload {
  const options: NonNullable<QuoteLinePayload['options']> = {};
  if (line.size.trim()) options.size = line.size.trim();
  if (line.colour.trim()) options.colour = line.colour.trim();
  if (line.notes.trim()) options.notes = line.notes.trim();
  return {
    url: line.url.trim(),
    name: line.name.trim(),
    ...(Object.keys(options).length > 0 ? { options } : {}),
    quantity: parseAmount(line.quantity) ?? Number.NaN,
    unit_price_seen: parseAmount(line.unit_price) ?? Number.NaN,
  };
}

/** The path of a line's field in the form: `{line key}.{field}`. */
export const fieldPath = (key: string, field: DraftLineField) => `${key}.${field}`;

const PAYLOAD_FIELDS: Record<string, DraftLineField> = {
  url: 'url',
  name: 'name',
  size: 'size',
  colour: 'colour',
  notes: 'notes',
  quantity: 'quantity',
  unit_price_seen: 'unit_price',
};

/** A translation key (the contract's own messages) is shown as it is; a bound's generic text gets the field's. */
const FALLBACK_KEYS: Partial<Record<DraftLineField, string>> = {
  quantity: 'quotes.form.quantity_range',
  unit_price: 'quotes.form.price_range',
};
const messageKey = (message: string, field: DraftLineField): string =>
  /^[a-z_]+(\.[a-z_]+)+$/.test(message) ? message : (FALLBACK_KEYS[field] ?? FORM_MESSAGES.required.key);

/**
 * Each field's first message (a translation key) by `{line key}.{field}`: empty when the lines can be sent. With
 * no schema yet (it is loading) only the number checks run; the submit waits for the schema.
 */
export function lineErrors(lines: readonly DraftLine[], schema: LinesSchema | null): Record<string, string> {
  const errors: Record<string, string> = {};
  const set = (path: string, message: string) => {
    if (!(path in errors)) errors[path] = message;
  };
  lines.forEach((line) => {
    for (const field of ['quantity', 'unit_price'] as const) {
      if (line[field].trim() === '') set(fieldPath(line.key, field), FORM_MESSAGES.required.key);
      else if (parseAmount(line[field]) === null) set(fieldPath(line.key, field), FORM_MESSAGES.number.key);
    }
  });
  if (!schema) return errors;
  const result = schema.safeParse(lines.map(linePayload));
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const [index, first, second] = issue.path;
    const line = typeof index === 'number' ? lines[index] : undefined;
    const field = PAYLOAD_FIELDS[String(first === 'options' ? second : first)];
    if (line && field) set(fieldPath(line.key, field), messageKey(issue.message, field));
  }
  return errors;
}

/**
 * The `{host}` of §5's url message, from what the shopper typed: `amazon.de/item` → `https://amazon.de`, so the
 * example is their own link done right; a generic shop when nothing like a host was typed.
 */
export function urlExampleHost(typed: string): string {
  const candidate = typed
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/*/i, '')
    .split(/[/?#\s]/)[0];
  if (candidate && /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(candidate))
    return `https://${candidate.toLowerCase()}`;
  return 'https://www.example.com';
}
