/**
 * §5: a response counts as successful only if it has no `errors` field, no `message` field and no
 * `status === false`.
 *
 * Only plain objects can carry those fields, so every other body is a success: a list is a valid payload
 * (balance history, languages), `null` is the documented "no user" answer of getCurrentUser, a boolean is the
 * can-view-translations answer, and an empty body (undefined) is what utm answers. A field set to `undefined`
 * counts as absent, since it would not survive JSON; `errors: null` or `message: ''` count as present, as the
 * spec speaks of the field, not of its value.
 */
export function isSuccessResponse(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return true;
  const record = body as Record<string, unknown>;
  if (hasField(record, 'errors') || hasField(record, 'message')) return false;
  return record.status !== false;
}

function hasField(record: Record<string, unknown>, key: string): boolean {
  return Object.hasOwn(record, key) && record[key] !== undefined;
}
