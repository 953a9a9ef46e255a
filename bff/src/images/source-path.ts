import { ImageError } from './image-error.js';

// A provider path comes from the request, so it is checked segment by segment before it is joined to a base
// URL or a directory: no empty, dot or dot-dot segments, no backslashes or control characters, no NUL.
// Joining only such segments can never leave the provider's base.

function unsafe(segment: string): boolean {
  for (const char of segment) {
    const code = char.charCodeAt(0);
    if (char === '\\' || code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

export function safePathSegments(path: string): string[] {
  const segments = path.split('/');
  for (const segment of segments) {
    if (segment === '' || segment === '.' || segment === '..' || unsafe(segment)) {
      throw ImageError.badInput('path', 'Expected a relative path without empty, "." or ".." segments');
    }
  }
  if (segments.length > 32 || path.length > 1024) throw ImageError.badInput('path', 'Path too long');
  return segments;
}
