// HTML the app writes as a string and keeps between renders (a product card's), and how a server render joins it
// to the page as bytes instead of as part of React's output string.
//
// Why: React's string renderer joins a page's pieces into one string, which is flattened and encoded once at the
// end. A page with any character beyond Latin-1 (every price: €) is a two-byte string, and the 48-card category
// page's ~106,000 characters make it larger than V8's biggest ordinary heap object (128 KB): it goes to the
// large-object space, and that one allocation cost about 1 ms of a ~9 ms render (measured in the bff under the
// page bench; the same page at 92 KB flattens in about 0.1 ms). The cards are more than half the page and are
// kept already, so during a render to bytes each card writes a short marker, the render stays small, and the
// cards' bytes (encoded once per kept card) are put in the markers' places afterwards.

/** HTML kept between renders, with its UTF-8 bytes once a server render has needed them. */
export interface KeptHtml {
  readonly html: string;
  bytes?: Uint8Array;
}

interface Collection {
  /** The start of each marker: `<!--kept-` and a token only the server knows, so page content cannot fake one. */
  readonly prefix: string;
  readonly pieces: Uint8Array[];
}

let collecting: Collection | null = null;
const encoder = new TextEncoder();

/**
 * What a component puts in `dangerouslySetInnerHTML` for kept HTML: the HTML itself, or while a server render
 * collects kept HTML (collectKeptHtml), a marker that render replaces with the HTML's bytes. The element around
 * it and the document the browser gets are the same either way.
 */
export function keptHtmlMarkup(kept: KeptHtml): string {
  if (!collecting) return kept.html;
  kept.bytes ??= encoder.encode(kept.html);
  collecting.pieces.push(kept.bytes);
  return `${collecting.prefix}${collecting.pieces.length - 1}-->`;
}

/**
 * Runs a synchronous render during which kept HTML is written as markers `${prefix}${index}-->`, and gives its
 * result with the pieces the markers stand for (by index). Synchronous, so no other render's cards land in it.
 */
export function collectKeptHtml<T>(prefix: string, render: () => T): { result: T; pieces: Uint8Array[] } {
  const collection: Collection = { prefix, pieces: [] };
  collecting = collection;
  try {
    return { result: render(), pieces: collection.pieces };
  } finally {
    collecting = null;
  }
}
