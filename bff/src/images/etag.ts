import { createHash } from 'node:crypto';

/**
 * A strong ETag for one output: the source, the canonical modifiers and the source's own validator, so it
 * changes exactly when the bytes would. The same on every replica (no per-process state in it).
 */
export function imageEtag(key: string, sourceValidator: string): string {
  const digest = createHash('sha256').update(key).update('\n').update(sourceValidator).digest('base64url');
  return `"${digest.slice(0, 32)}"`;
}

/** If-None-Match: `*` or a list of tags, compared weakly (RFC 9110 §13.1.2), so W/"x" matches "x". */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
