/** §3: a language pivot's pixel_id is a comma-separated list; blanks and duplicates carry no pixel. */
export function parsePixelIds(pixelId: string | null | undefined): string[] {
  if (!pixelId) return [];
  const ids = pixelId
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  return [...new Set(ids)];
}
