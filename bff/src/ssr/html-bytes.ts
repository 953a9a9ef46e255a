// Edits of a rendered page kept as UTF-8 bytes (see htmlResponse in shared-types): a marker found in the bytes
// and text inserted there (or a run of bytes taken out), one copy of the page, no whole-page string.

/** The page's bytes as a Buffer, without copying them. */
export function asBuffer(html: Uint8Array): Buffer {
  return Buffer.isBuffer(html) ? html : Buffer.from(html.buffer, html.byteOffset, html.byteLength);
}

/** `html` with `extra` inserted at byte `at`. */
export function insertAt(html: Uint8Array, at: number, extra: string): Buffer {
  const page = asBuffer(html);
  if (!extra) return page;
  return Buffer.concat([page.subarray(0, at), Buffer.from(extra, 'utf8'), page.subarray(at)]);
}

/** `html` with every occurrence of `needle` taken out (the page itself when there is none). */
export function withoutAll(html: Uint8Array, needle: string): Buffer {
  const page = asBuffer(html);
  const cut = Buffer.from(needle, 'utf8');
  const pieces: Buffer[] = [];
  let from = 0;
  for (let at = page.indexOf(cut); at !== -1; at = page.indexOf(cut, from)) {
    pieces.push(page.subarray(from, at));
    from = at + cut.length;
  }
  return from === 0 ? page : Buffer.concat([...pieces, page.subarray(from)]);
}
